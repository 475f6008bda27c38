/**
 * The data contract of the detail-page renderer: a detail page is a list of sections, each drawn by
 * one shared section component. Entries are plain, serialisable data (icons are names, links are
 * path + optional `service` hint), so loader data can be dehydrated by the prerenderer.
 */

/** An internal link target: the contact page (optionally with its `service` hint) or an in-page anchor. */
import type { InlineSvg } from './art/inline-svg';
import type { DetailIconName as IconName } from './detail-icon-names';

export type DetailHref = '/contact' | `/contact?service=${string}` | `#${string}`;

export interface DetailAction {
  readonly label: string;
  readonly href: DetailHref;
}

export interface DetailImage {
  /** A small illustration of content/art/detail/, inlined in the page (./art/inline-svg.ts). */
  readonly src: InlineSvg;
  readonly alt: string;
}

export interface HeroSection {
  readonly kind: 'hero';
  readonly eyebrow: string;
  /** The page's single h1. */
  readonly title: string;
  readonly lead: string;
  readonly image: DetailImage;
  readonly actions?: readonly DetailAction[];
  /** Shows a breadcrumb trail (Home / parent / this page) above the title. */
  readonly breadcrumb?: { readonly parentLabel: string; readonly parentHref: '/services' | '/portfolio' };
}

export interface Card {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  readonly bullets?: readonly string[];
}

export interface SectionIntro {
  /** Anchor id of the section (also used for in-page links). */
  readonly id: string;
  readonly heading: string;
  readonly intro?: string;
}

export interface CardsSection extends SectionIntro {
  readonly kind: 'cards';
  readonly cards: readonly Card[];
}

export interface TabItem {
  readonly title: string;
  readonly description: string;
  readonly icon?: IconName;
}

export interface Tab {
  readonly value: string;
  readonly label: string;
  readonly items: readonly TabItem[];
}

export interface TabsSection extends SectionIntro {
  readonly kind: 'tabs';
  /** The tab shown first; must be one of `tabs[].value`. */
  readonly defaultTab: string;
  readonly tabs: readonly Tab[];
}

export interface BenefitsSection extends SectionIntro {
  readonly kind: 'benefits';
  readonly benefits: readonly Card[];
}

export interface StatItem {
  readonly value: string;
  readonly label: string;
}

export interface StatsSection extends SectionIntro {
  readonly kind: 'stats';
  /** 'strip': a dark band of figures without a visible heading (the heading labels it for assistive tech). */
  readonly variant?: 'section' | 'strip';
  readonly stats: readonly StatItem[];
}

export interface ProcessStep {
  readonly title: string;
  readonly description: string;
}

export interface ProcessSection extends SectionIntro {
  readonly kind: 'process';
  readonly steps: readonly ProcessStep[];
}

export interface Industry {
  readonly icon: IconName;
  readonly name: string;
  readonly description: string;
}

export interface IndustriesSection extends SectionIntro {
  readonly kind: 'industries';
  readonly industries: readonly Industry[];
}

export interface Testimonial {
  readonly quote: string;
  readonly name: string;
  readonly role: string;
  readonly company: string;
}

export interface TestimonialsSection extends SectionIntro {
  readonly kind: 'testimonials';
  readonly testimonials: readonly Testimonial[];
}

export interface BenefitListSection extends SectionIntro {
  readonly kind: 'benefit-list';
  readonly items: readonly string[];
}

export interface CtaSection {
  readonly kind: 'cta';
  readonly heading: string;
  readonly text: string;
  readonly actions: readonly DetailAction[];
}

export type DetailSection =
  | HeroSection
  | CardsSection
  | TabsSection
  | BenefitsSection
  | StatsSection
  | ProcessSection
  | IndustriesSection
  | TestimonialsSection
  | BenefitListSection
  | CtaSection;

/** What every detail page has: SEO text and its sections, the hero first and the closing call to action last. */
export interface DetailPageData {
  readonly slug: string;
  readonly seo: { readonly title: string; readonly description: string };
  readonly sections: readonly [HeroSection, ...DetailSection[]];
}
