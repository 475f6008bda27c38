/**
 * A page's closing call to action (`callToAction` of schemas/parts/section-fields.ts), as a block of a
 * page's sections or as a page's fixed band: the first button solid white, the others outlined, on
 * the brand gradient.
 */
import type homePage from '@schemas/pages/home';
import { type EditMark, type EditSource, useEditable } from '@/app/editable';
import { CtaBand } from '@/components/page-parts/CtaBand';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { SettingsOf } from '@/schema-kit/entity';

type Button = { id: string; label: string; href: string };

export interface CallToAction {
  heading: string;
  text: string;
  buttons: readonly Button[];
}

/** Marks for editing on the page (src/app/editable.ts): the heading, the text, each button's label and link. */
export interface CallToActionMarks {
  heading: EditMark;
  text: EditMark;
  button: (button: Button, index: number) => EditMark;
}

/** The band; its id (default 'cta') names its heading too. */
export function CallToActionBand({
  id,
  heading,
  text,
  buttons,
  marks,
}: CallToAction & { id?: string; marks?: CallToActionMarks }) {
  return (
    <CtaBand id={id} heading={heading} headingMark={marks?.heading} text={text} textMark={marks?.text}>
      {buttons.map((button, index) => (
        <ButtonLink
          key={button.id || index}
          {...marks?.button(button, index)}
          href={button.href}
          variant={index === 0 ? 'white' : 'outline'}
          tone={index === 0 ? undefined : 'white'}
          size="lg"
          radius="xl"
        >
          {button.label}
        </ButtonLink>
      ))}
    </CtaBand>
  );
}

/** The band as a block of the home page's sections: its id is the block's; `source` is the home page's. */
export function CallToActionBlock({
  block,
  source,
}: {
  block: CallToAction & { id: string };
  source: EditSource<SettingsOf<typeof homePage>>;
}) {
  const editable = useEditable();
  const rows = { sections: { id: block.id, kind: 'cta' } };
  return (
    <CallToActionBand
      {...block}
      marks={{
        heading: editable(source, 'sections.cta.heading', rows),
        text: editable(source, 'sections.cta.text', rows),
        button: (button) =>
          editable(source, ['sections.cta.buttons.label', 'sections.cta.buttons.href'], {
            ...rows,
            buttons: button,
          }),
      }}
    />
  );
}
