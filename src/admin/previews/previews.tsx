/**
 * Live previews beside the editors, drawn by the public site's own components from the form's
 * current values (not from storage). The preview is inert: its links and buttons cannot be used.
 * Its frame carries `data-preview`: inside it the colours are the owner's choice, so the admin's
 * accessibility check (e2e/admin/a11y.spec.ts) leaves its contrast to the owner.
 */

import { Box, Stack, Text } from '@mantine/core';
import { useElementSize, useViewportSize } from '@mantine/hooks';
import brandingEntity from '@schemas/branding';
import footerEntity from '@schemas/footer';
import headerEntity from '@schemas/header';
import heroEntity from '@schemas/hero';
import pageAbout from '@schemas/pages/about';
import pageCareers from '@schemas/pages/careers';
import pageHome from '@schemas/pages/home';
import type { ComponentType, ReactNode } from 'react';
import { editSource } from '@/app/edit-sources';
import { AboutHero } from '@/components/page-parts/AboutHero';
import { CareersHero } from '@/components/page-parts/CareersHero';
import { HomeHero } from '@/components/page-parts/HomeHero';
import { type BrandingSettings, Logo } from '@/components/site/Logo';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import type { PreviewName, SettingsOf } from '@/schema-kit/entity';
import type { FormValues } from '../renderer/form-hook';
import { useStoredSettings } from './use-stored-settings';

export function PreviewFrame({
  children,
  label,
  page = false,
}: {
  children: ReactNode;
  label?: string;
  /**
   * A page-wide part (header, footer, hero): laid out at this window's width, as a visitor with this
   * screen sees it, and shown as a miniature of that. The site's own components lay themselves out by
   * the window's width, so drawn straight into the narrower frame they would be squeezed.
   */
  page?: boolean;
}) {
  return (
    <Stack gap={4}>
      {label ? (
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
      ) : null}
      <Box
        inert
        data-preview
        data-testid="live-preview"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
      >
        {page ? <Miniature>{children}</Miniature> : children}
      </Box>
    </Stack>
  );
}

/** Its children laid out at the window's width and scaled down to the frame's width. */
function Miniature({ children }: { children: ReactNode }) {
  const frame = useElementSize();
  const content = useElementSize();
  const { width: windowWidth } = useViewportSize();
  const pageWidth = Math.max(windowWidth, frame.width);
  const scale = frame.width > 0 && pageWidth > 0 ? frame.width / pageWidth : 1;
  return (
    <div ref={frame.ref} style={{ height: content.height * scale, overflow: 'hidden' }}>
      <div
        ref={content.ref}
        style={{ width: pageWidth, transform: `scale(${scale})`, transformOrigin: 'top left' }}
      >
        {children}
      </div>
    </div>
  );
}

export function BrandingPreview({ values }: { values: FormValues }) {
  const branding = values as unknown as BrandingSettings;
  return (
    <Stack gap="sm">
      <PreviewFrame label="Logo">
        <Box p="md" bg="white">
          <Logo branding={branding} />
        </Box>
      </PreviewFrame>
      <PreviewFrame label="Navigation bar">
        <Box p="md" style={{ background: branding.navBarColor }}>
          <Logo branding={branding} showTagline={false} />
        </Box>
      </PreviewFrame>
    </Stack>
  );
}

export function HeaderPreview({ values }: { values: FormValues }) {
  const branding = useStoredSettings(brandingEntity);
  return (
    <PreviewFrame page>
      <SiteHeader
        header={values as unknown as SettingsOf<typeof headerEntity>}
        source={editSource(headerEntity)}
        branding={branding}
      />
    </PreviewFrame>
  );
}

export function FooterPreview({ values }: { values: FormValues }) {
  const branding = useStoredSettings(brandingEntity);
  return (
    <PreviewFrame page>
      <SiteFooter
        footer={values as unknown as SettingsOf<typeof footerEntity>}
        source={editSource(footerEntity)}
        branding={branding}
      />
    </PreviewFrame>
  );
}

export function HeroPreview({ values }: { values: FormValues }) {
  const hero = values as unknown as SettingsOf<typeof heroEntity>;
  const home = useStoredSettings(pageHome);
  const about = useStoredSettings(pageAbout);
  const careers = useStoredSettings(pageCareers);
  const source = editSource(heroEntity);
  return (
    <Stack gap="sm">
      <PreviewFrame label="Home Page" page>
        <HomeHero
          hero={hero.home}
          illustrationAlt={home.hero.alt}
          sources={{ hero: source, page: editSource(pageHome) }}
        />
      </PreviewFrame>
      <PreviewFrame label="About Page" page>
        <AboutHero hero={hero.about} source={source} breadcrumb={about.hero.breadcrumb} />
      </PreviewFrame>
      <PreviewFrame label="Careers Page" page>
        <CareersHero hero={hero.careers} source={source} breadcrumb={careers.hero.breadcrumb} />
      </PreviewFrame>
    </Stack>
  );
}

/** Previews of a page's full width (header, footer): shown above the form, where they have room. */
export const WIDE_PREVIEWS: ReadonlySet<PreviewName> = new Set<PreviewName>(['header', 'footer']);

/** Each preview an entity can name in its `admin.preview` (the compiler checks every name has one). */
export const previews: Record<PreviewName, ComponentType<{ values: FormValues }>> = {
  branding: BrandingPreview,
  header: HeaderPreview,
  footer: FooterPreview,
  hero: HeroPreview,
};
