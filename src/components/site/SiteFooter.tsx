/**
 * The site footer: brand block, service and company link lists, contact details, social links and
 * the copyright line, all from the footer settings (fonts, colours and hover colours as CSS
 * variables). Props-driven (used by the admin's live preview too).
 */
import { fontFamily } from '@content/fonts';
import type footerEntity from '@schemas/footer';
import type { CSSProperties } from 'react';
import { type EditSource, useEditable } from '@/app/editable';
import { useSiteText } from '@/app/site-text';
import { BrandIcon, brandIconFor, Icon } from '@/components/ui/icons';
import { LinkList } from '@/components/ui/LinkList';
import { Container } from '@/components/ui/layout';
import type { SettingsOf } from '@/schema-kit/entity';
import { safeHref } from '@/schema-kit/safe-url';
import { fill } from '@/schema-kit/template';
import { type BrandingSettings, LogoBox } from './Logo';
import './site.css';

export type FooterSettings = SettingsOf<typeof footerEntity>;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A line in the owner's chosen font and colour. The font goes through `--font` (class `cp-font`),
 * so that an Arabic page can put its Arabic typeface first (src/app/rtl.css): the catalogue's fonts
 * are Latin, and Arabic letters would otherwise fall to whatever face the system has.
 */
const fontStyle = (font: string, color: string) => ({ '--font': fontFamily(font), color }) as CSSProperties;

/** `source`: the footer settings' source, which its marks name. */
export function SiteFooter({
  footer,
  source,
  branding,
}: {
  footer: FooterSettings;
  source: EditSource<FooterSettings>;
  branding: BrandingSettings;
}) {
  const { logo, typography: t, company, links, social, colors } = footer;
  const text = useSiteText('frame');
  const editable = useEditable();
  const style = {
    '--ftr-bg': colors.background,
    '--ftr-text': colors.text,
    '--ftr-accent': colors.accent,
    '--ftr-heading-font': fontFamily(t.sectionHeadings.font),
    '--ftr-heading-color': t.sectionHeadings.color,
  } as CSSProperties;
  const linkVars = (group: { font: string; defaultColor: string; hoverColor: string }) =>
    ({
      '--font': fontFamily(group.font),
      '--link-color': group.defaultColor,
      '--link-hover': group.hoverColor,
    }) as CSSProperties;
  const description = t.companyDescription.text || company.description;

  return (
    <footer className="cp-footer" style={style}>
      <Container size="lg" className="cp-footer__inner">
        <div className="cp-footer__grid">
          <div className="cp-footer__brand">
            <div className="cp-footer__logo">
              <LogoBox branding={branding} size={44} background={logo.iconBackground} color={logo.iconText} />
              <div>
                <p
                  className="cp-footer__name cp-font"
                  style={fontStyle(logo.companyNameFont, logo.companyNameColor)}
                  {...editable(source, 'company.name')}
                >
                  {company.name}
                </p>
                <p
                  className="cp-footer__tagline cp-font"
                  style={fontStyle(logo.taglineFont, logo.taglineColor)}
                  {...editable(source, 'logo.taglineText')}
                >
                  {logo.taglineText}
                </p>
              </div>
            </div>
            {description ? (
              <p
                className="cp-footer__description cp-font"
                style={fontStyle(t.companyDescription.font, t.companyDescription.color)}
                {...editable(
                  source,
                  t.companyDescription.text ? 'typography.companyDescription.text' : 'company.description',
                )}
              >
                {description}
              </p>
            ) : null}
            {social.length ? (
              <ul className="cp-footer__social" aria-label={text.socialMedia}>
                {social.map((item) => {
                  const glyph = brandIconFor(item.platform);
                  return (
                    <li key={`${item.platform}-${item.url}`}>
                      <a
                        href={safeHref(item.url)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={fill(text.socialLink, { company: company.name, platform: item.platform })}
                        style={
                          {
                            '--social-bg': item.defaultColor,
                            '--social-hover': item.hoverColor,
                            '--social-icon': item.iconColor,
                          } as CSSProperties
                        }
                      >
                        {glyph ? (
                          <BrandIcon name={glyph} />
                        ) : (
                          <span aria-hidden="true">{item.platform.slice(0, 1).toUpperCase()}</span>
                        )}
                      </a>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
          <nav aria-labelledby="footer-services" className="cp-footer__col" style={linkVars(t.serviceLinks)}>
            <h2
              id="footer-services"
              className="cp-footer__heading"
              {...editable(source, 'typography.sectionHeadings.servicesTitle')}
            >
              {t.sectionHeadings.servicesTitle}
            </h2>
            <LinkList links={links.services} linkClassName="cp-footer__link cp-font" />
          </nav>
          <nav aria-labelledby="footer-company" className="cp-footer__col" style={linkVars(t.companyLinks)}>
            <h2
              id="footer-company"
              className="cp-footer__heading"
              {...editable(source, 'typography.sectionHeadings.companyTitle')}
            >
              {t.sectionHeadings.companyTitle}
            </h2>
            <LinkList links={links.company} linkClassName="cp-footer__link cp-font" />
          </nav>
          <div className="cp-footer__col">
            <h2
              className="cp-footer__heading"
              {...editable(source, 'typography.sectionHeadings.contactTitle')}
            >
              {t.sectionHeadings.contactTitle}
            </h2>
            <address className="cp-footer__contact">
              {company.address ? (
                <p
                  className="cp-font"
                  style={fontStyle(t.companyInfo.addressFont, t.companyInfo.addressColor)}
                >
                  <Icon name="mapPin" size={18} />
                  <span>{company.address}</span>
                </p>
              ) : null}
              {company.phone ? (
                <p className="cp-font" style={fontStyle(t.companyInfo.phoneFont, t.companyInfo.phoneColor)}>
                  <Icon name="phone" size={18} />
                  <a href={telHref(company.phone)} dir="ltr">
                    {company.phone}
                  </a>
                </p>
              ) : null}
              {company.email ? (
                <p className="cp-font" style={fontStyle(t.companyInfo.emailFont, t.companyInfo.emailColor)}>
                  <Icon name="mail" size={18} />
                  <a href={`mailto:${company.email}`} dir="ltr">
                    {company.email}
                  </a>
                </p>
              ) : null}
            </address>
          </div>
        </div>
        <p
          className="cp-footer__copyright cp-font"
          style={fontStyle(t.copyright.font, t.copyright.color)}
          {...editable(source, 'typography.copyright.text')}
        >
          {t.copyright.text}
        </p>
      </Container>
    </footer>
  );
}
