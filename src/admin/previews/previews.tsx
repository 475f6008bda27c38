/**
 * Live previews beside the editors, drawn by the public site's own components from the form's
 * current values (not from storage). The preview is inert: its links and buttons cannot be used.
 * Its frame carries `data-preview`: inside it the colours are the owner's choice, so the admin's
 * accessibility check (e2e/admin/a11y.spec.ts) leaves its contrast to the owner.
 */

import { Box, Stack, Text } from '@mantine/core';
import brandingEntity from '@schemas/branding';
import type footerEntity from '@schemas/footer';
import type headerEntity from '@schemas/header';
import type heroEntity from '@schemas/hero';
import type { ComponentType, ReactNode } from 'react';
import { AboutHero } from '@/components/site/AboutHero';
import { CareersHero } from '@/components/site/CareersHero';
import { HomeHero } from '@/components/site/HomeHero';
import { type BrandingSettings, Logo } from '@/components/site/Logo';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHeader } from '@/components/site/SiteHeader';
import type { PreviewName, SettingsOf } from '@/schema-kit/entity';
import type { FormValues } from '../renderer/form-hook';
import { useStoredSettings } from './use-stored-settings';

export function PreviewFrame({ children, label }: { children: ReactNode; label?: string }) {
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
        {children}
      </Box>
    </Stack>
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
    <PreviewFrame>
      <SiteHeader header={values as unknown as SettingsOf<typeof headerEntity>} branding={branding} />
    </PreviewFrame>
  );
}

export function FooterPreview({ values }: { values: FormValues }) {
  const branding = useStoredSettings(brandingEntity);
  return (
    <PreviewFrame>
      <SiteFooter footer={values as unknown as SettingsOf<typeof footerEntity>} branding={branding} />
    </PreviewFrame>
  );
}

export function HeroPreview({ values }: { values: FormValues }) {
  const hero = values as unknown as SettingsOf<typeof heroEntity>;
  return (
    <Stack gap="sm">
      <PreviewFrame label="Home Page">
        <HomeHero hero={hero.home} />
      </PreviewFrame>
      <PreviewFrame label="About Page">
        <AboutHero hero={hero.about} />
      </PreviewFrame>
      <PreviewFrame label="Careers Page">
        <CareersHero hero={hero.careers} />
      </PreviewFrame>
    </Stack>
  );
}

/** Each preview an entity can name in its `admin.preview` (the compiler checks every name has one). */
export const previews: Record<PreviewName, ComponentType<{ values: FormValues }>> = {
  branding: BrandingPreview,
  header: HeaderPreview,
  footer: FooterPreview,
  hero: HeroPreview,
};
