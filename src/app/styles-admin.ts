// Mantine's stylesheet, for the admin panel and sign-in only (public pages use none of Mantine:
// docs/decisions/007-native-public-ui.md). Loaded with the admin overlays.
import '@mantine/core/styles.css';
