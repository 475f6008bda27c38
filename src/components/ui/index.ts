/** The public site's presentational primitives (also used by the service and portfolio detail pages). */
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { Columns, type ColumnsProps } from './Columns';
export { CtaBand, type CtaBandProps } from './CtaBand';
export { FactTable, type FactTableProps } from './FactTable';
export { FeatureCard, type FeatureCardProps } from './FeatureCard';
export { isOffSite, type ParsedHref, parseHref, scrollToId } from './href';
export { BrandIcon, type BrandIconName, brandIconFor, Icon, type IconName } from './icons';
export { type Crumb, PageHero, type PageHeroProps } from './PageHero';
export { Section, type SectionProps, slug } from './Section';
export { SectionHeading, type SectionHeadingProps } from './SectionHeading';
export { SmartLink, type SmartLinkProps } from './SmartLink';
export { type Stat, StatGrid } from './StatGrid';
