/**
 * A page's closing call to action (`callToAction` of schemas/parts/section-fields.ts), as a block of a
 * page's sections or as a page's fixed band: the first button solid white, the others outlined, on
 * the brand gradient.
 */
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBand } from '@/components/ui/CtaBand';

export interface CallToAction {
  heading: string;
  text: string;
  buttons: readonly { id: string; label: string; href: string }[];
}

/** The band; its id (default 'cta') names its heading too. */
export function CallToActionBand({ id, heading, text, buttons }: CallToAction & { id?: string }) {
  return (
    <CtaBand id={id} heading={heading} text={text}>
      {buttons.map((button, index) => (
        <ButtonLink
          key={button.id || index}
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

/** The band as a block: its id is the block's. */
export function CallToActionBlock({ block }: { block: CallToAction & { id: string } }) {
  return <CallToActionBand {...block} />;
}
