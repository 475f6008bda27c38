/**
 * A page's closing call to action (the `callToAction` block of schemas/shared/page-fields.ts): the
 * first button solid white, the others outlined, on the brand gradient. The band's id is the block's.
 */
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBand } from '@/components/ui/CtaBand';

export interface CallToAction {
  id: string;
  heading: string;
  text: string;
  buttons: readonly { id: string; label: string; href: string }[];
}

export function CallToActionBlock({ block }: { block: CallToAction }) {
  return (
    <CtaBand id={block.id} heading={block.heading} text={block.text}>
      {block.buttons.map((button, index) => (
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
