/**
 * The brand logo: a box with a letter or an image, the brand word and the tagline, all from the
 * branding settings. Props-driven (used by the admin's live preview too).
 */
import { fontFamily } from '@content/fonts';
import type brandingEntity from '@schemas/branding';
import type { CSSProperties } from 'react';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import type { SettingsOf } from '@/schema-kit/entity';
import type { ImageValue } from '@/schema-kit/image-value';
import { useImageFallback } from './use-image-fallback';
import './site.css';

export type BrandingSettings = SettingsOf<typeof brandingEntity>;

/** A logo shows only from a safe address: non-empty and data: or http(s); our own upload refs and site paths too. */
export const isValidLogoImage = (value: ImageValue | undefined): value is ImageValue =>
  !!value?.src && /^(?:data:|https?:|idb:|\/(?!\/))/i.test(value.src.trim());

const FILTERS: Record<string, string | undefined> = {
  none: undefined,
  white: 'brightness(0) invert(1)',
  invert: 'invert(1)',
  theme: 'brightness(0) saturate(100%) invert(11%) sepia(95%) saturate(5000%) hue-rotate(275deg)',
};

/** The image the logo box shows, if any: the box's own image, else the logo record's image. */
function logoImage(branding: BrandingSettings): ImageValue | undefined {
  if (branding.box.contentType === 'image' && isValidLogoImage(branding.box.iconImage)) {
    return branding.box.iconImage;
  }
  if (branding.logo.iconType === 'image' && isValidLogoImage(branding.logo.iconImage)) {
    return branding.logo.iconImage;
  }
  const preferred = branding.collection.find((item) => item.isDefault && isValidLogoImage(item.url));
  if (branding.box.contentType === 'image' && preferred) return preferred.url;
  return undefined;
}

export function LogoBox({
  branding,
  size = 44,
  background,
  color,
}: {
  branding: BrandingSettings;
  size?: number;
  background?: string;
  color?: string;
}) {
  const image = logoImage(branding);
  const { failed, ref, onError } = useImageFallback(image?.src);
  const letter = (branding.box.iconLetter || branding.logo.iconLetter || 'C').slice(0, 1);
  const style: CSSProperties = {
    width: size,
    height: size,
    background: background ?? branding.box.boxColor,
    color: color ?? branding.box.textColor,
    fontSize: size * 0.5,
  };
  return (
    <span className="cp-logo__box" style={style} aria-hidden="true">
      {image && !failed ? (
        <ResponsiveImage
          image={image}
          alt=""
          sizes={`${size}px`}
          fit="contain"
          // In the header on every page, above the fold: not lazy.
          loading="eager"
          ref={ref}
          onError={onError}
          style={{ filter: FILTERS[branding.logo.iconFilter], width: size, height: size }}
        />
      ) : (
        letter
      )}
    </span>
  );
}

/** The brand word: the nine per-letter styles when they spell the logo text, else the two texts. */
export function BrandWord({ branding, size }: { branding: BrandingSettings; size?: number }) {
  const { logo, letters } = branding;
  const text = `${logo.primaryText}${logo.secondaryText}`;
  const spelled = letters.map((l) => l.text).join('');
  const usesLetters = spelled.toLowerCase() === text.toLowerCase() && spelled.length > 0;
  // Letters in one font take it from the word: its stack is then written once in every page's header.
  const wordFont =
    usesLetters && letters.every((l) => l.font === letters[0]?.font)
      ? fontFamily(letters[0]?.font ?? '')
      : undefined;
  return (
    <span
      className="cp-logo__word"
      style={size || wordFont ? { fontSize: size, fontFamily: wordFont } : undefined}
    >
      {usesLetters ? (
        letters.map((l, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the nine letters are a fixed-length list.
            key={index}
            style={{ color: l.color, fontFamily: wordFont ? undefined : fontFamily(l.font) }}
          >
            {l.text}
          </span>
        ))
      ) : (
        <>
          <span style={{ color: logo.primaryColor }}>{logo.primaryText}</span>
          <span style={{ color: logo.secondaryColor }}>{logo.secondaryText}</span>
        </>
      )}
    </span>
  );
}

export function Logo({
  branding,
  showTagline = true,
}: {
  branding: BrandingSettings;
  showTagline?: boolean;
}) {
  return (
    <span className="cp-logo">
      <LogoBox branding={branding} />
      <span className="cp-logo__text">
        <BrandWord branding={branding} />
        {showTagline && branding.logo.tagline ? (
          <span className="cp-logo__tagline" style={{ color: branding.logo.taglineColor }}>
            {branding.logo.tagline}
          </span>
        ) : null}
      </span>
    </span>
  );
}
