/**
 * A leadership team card: department-coloured header, photo with an initials
 * fallback when it is empty or fails to load, and a Read Bio / Show Less disclosure.
 */
import { departmentColour } from '@content/about';
import type leadershipEntity from '@schemas/leadership';
import { type EditSource, useEditable } from '@/app/editable';
import { type SiteText, useSiteText } from '@/app/site-text';
import { BrandIcon, Icon } from '@/components/ui/icons';
import { Badge, Card, Group, Stack } from '@/components/ui/layout';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import type { SettingsOf } from '@/schema-kit/entity';
import { safeHref } from '@/schema-kit/safe-url';
import { fill } from '@/schema-kit/template';
import { readableOn } from '../page-parts/colour';
import { initialsOf } from '../page-parts/initials';
import { useImageFallback } from './use-image-fallback';

export type LeadershipMember = SettingsOf<typeof leadershipEntity>['members'][number];

/** A member with a missing field still reads well: Site Text's words stand in for it. */
export function withDefaults(member: LeadershipMember, index: number, text: SiteText['leadership']) {
  return {
    ...member,
    name: member.name.trim() || fill(text.unnamed, { number: index + 1 }),
    role: member.role.trim() || text.role,
    location: member.location.trim() || text.location,
    experience: member.experience.trim() || text.experience,
    department: member.department.trim() || text.department,
  };
}

const firstSentence = (text: string) => {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return match ? match[0] : text;
};

export function LeadershipCard({
  member: raw,
  index,
  source,
  expanded,
  onToggle,
}: {
  member: LeadershipMember;
  index: number;
  /** The leadership settings' source, which the photo's mark names. */
  source: EditSource<SettingsOf<typeof leadershipEntity>>;
  expanded: boolean;
  onToggle: () => void;
}) {
  const text = useSiteText('leadership');
  const editable = useEditable();
  const member = withDefaults(raw, index, text);
  const photo = useImageFallback(member.image.src || undefined);
  const showPhoto = !!member.image.src && !photo.failed;
  const colour = departmentColour(member.department);
  const bioId = `bio-${member.id || index}`;
  const short = firstSentence(member.description);
  const hasMore =
    member.description.trim() !== short.trim() || member.expertise.length || member.achievements.length;

  return (
    <Card padding="none" as="article" aria-labelledby={`${bioId}-name`} data-testid="leader-card">
      <div className="cp-leader__band" style={{ background: colour, color: readableOn(colour) }}>
        <p className="cp-eyebrow cp-text-xs">{member.department}</p>
      </div>
      <Stack align="center" gap="xs" className="cp-leader__body">
        {/* The photo's box carries its mark: the initials stand in for a photo not given yet. */}
        <div
          className="cp-leader__photo"
          style={{ borderColor: '#ffffff' }}
          {...editable(source, 'members.image', {
            members: raw.id ? { id: raw.id } : index,
          })}
        >
          {showPhoto ? (
            <ResponsiveImage
              image={member.image}
              // A photo without alt text of its own is described by the member's name (schemas/leadership.ts).
              alt={member.image.alt || member.name}
              sizes="96px"
              fit="cover"
              ref={photo.ref}
              onError={photo.onError}
            />
          ) : (
            <span
              className="cp-leader__initials"
              style={{ background: colour, color: readableOn(colour) }}
              data-testid="leader-initials"
            >
              <span aria-hidden="true">{initialsOf(member.name)}</span>
            </span>
          )}
        </div>
        <h3 className="cp-h4 cp-center" id={`${bioId}-name`}>
          {member.name}
        </h3>
        <p className="cp-text cp-brand-text cp-leader__role">{member.role}</p>
        <Group gap="xs" justify="center">
          <Badge tone="gray" icon={<Icon name="briefcase" size={12} />}>
            {member.experience}
          </Badge>
          <Badge tone="gray" icon={<Icon name="mapPin" size={12} />}>
            {member.location}
          </Badge>
        </Group>
        <p className="cp-text cp-muted cp-text-sm">{short}</p>
        <div id={bioId} hidden={!expanded} className="cp-leader__bio">
          <Stack gap="sm">
            {member.description.trim() !== short.trim() ? (
              <p className="cp-text cp-text-sm">{member.description}</p>
            ) : null}
            {member.expertise.length ? (
              <div>
                <p className="cp-text cp-strong cp-text-sm">{text.expertise}</p>
                <Group gap="xs" className="cp-leader__list">
                  {member.expertise.map((item) => (
                    <Badge key={item} variant="outline">
                      {item}
                    </Badge>
                  ))}
                </Group>
              </div>
            ) : null}
            {member.achievements.length ? (
              <div>
                <p className="cp-text cp-strong cp-text-sm">{text.achievements}</p>
                <ul className="cp-bullets cp-leader__list">
                  {member.achievements.map((item) => (
                    <li key={item}>
                      <Icon name="award" size={16} />
                      <span className="cp-text-sm">{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Group gap="sm">
              {member.email ? (
                <a
                  href={`mailto:${member.email}`}
                  aria-label={fill(text.email, { name: member.name })}
                  className="cp-leader__social"
                >
                  <Icon name="mail" size={18} />
                </a>
              ) : null}
              {member.linkedin ? (
                <a
                  href={safeHref(member.linkedin)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(text.linkedin, { name: member.name })}
                  className="cp-leader__social"
                >
                  <BrandIcon name="linkedin" size={18} />
                </a>
              ) : null}
              {member.twitter ? (
                <a
                  href={safeHref(member.twitter)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(text.twitter, { name: member.name })}
                  className="cp-leader__social"
                >
                  <BrandIcon name="twitter" size={18} />
                </a>
              ) : null}
            </Group>
          </Stack>
        </div>
        {hasMore || member.email || member.linkedin || member.twitter ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={bioId}
            className="cp-leader__toggle"
          >
            {expanded ? text.showLess : text.readBio}
            <Icon name="chevronDown" size={16} className="cp-menu__chevron" />
          </button>
        ) : null}
      </Stack>
    </Card>
  );
}
