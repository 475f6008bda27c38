/** Mantine's notifications store alone (not its host component), for notify() to import when first used. */
export { notifications } from '@mantine/notifications';
