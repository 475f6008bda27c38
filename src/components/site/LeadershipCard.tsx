/**
 * A leadership team card (spec points 2, 4): department-coloured header, photo with an initials
 * fallback when it is empty or fails to load, and a Read Bio / Show Less disclosure.
 */
import { departmentColour } from '@content/about';
import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type leadershipEntity from '@schemas/leadership';
import { BrandIcon, Icon } from '@/components/ui/icons';
import type { SettingsOf } from '@/schema-kit/entity';
import { safeHref } from '@/schema-kit/safe-url';
import { useImageSrc } from '@/storage/use-image-src';
import { readableOn } from './colour';
import { initialsOf } from './initials';
import { useImageFallback } from './use-image-fallback';

export type LeadershipMember = SettingsOf<typeof leadershipEntity>['members'][number];

/** Spec point 3: public defaults for missing fields. */
export function withDefaults(member: LeadershipMember, index: number) {
  return {
    ...member,
    name: member.name.trim() || `Team Member ${index + 1}`,
    role: member.role.trim() || 'Team Member',
    location: member.location.trim() || 'Dubai, UAE',
    experience: member.experience.trim() || '5+ years',
    department: member.department.trim() || 'General',
  };
}

const firstSentence = (text: string) => {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return match ? match[0] : text;
};

export function LeadershipCard({
  member: raw,
  index,
  expanded,
  onToggle,
}: {
  member: LeadershipMember;
  index: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  const member = withDefaults(raw, index);
  const src = useImageSrc(member.image || undefined);
  const photo = useImageFallback(src);
  const showPhoto = !!src && !photo.failed;
  const colour = departmentColour(member.department);
  const bioId = `bio-${member.id || index}`;
  const short = firstSentence(member.description);
  const hasMore =
    member.description.trim() !== short.trim() || member.expertise.length || member.achievements.length;

  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component="article"
      aria-labelledby={`${bioId}-name`}
      data-testid="leader-card"
    >
      <div
        style={{
          background: colour,
          color: readableOn(colour),
          padding: '1.5rem 1rem 3.5rem',
          textAlign: 'center',
        }}
      >
        <Text fw={700} tt="uppercase" fz="xs" style={{ letterSpacing: '0.08em' }}>
          {member.department}
        </Text>
      </div>
      <Stack align="center" gap="xs" px="lg" pb="lg" style={{ marginTop: -48 }}>
        <div className="cp-leader__photo" style={{ borderColor: '#ffffff' }}>
          {showPhoto ? (
            <img
              src={src}
              alt={`Portrait of ${member.name}`}
              width={96}
              height={96}
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
        <Title order={3} fz="h4" id={`${bioId}-name`} ta="center">
          {member.name}
        </Title>
        <Text c="brand.9" fw={600} ta="center">
          {member.role}
        </Text>
        <Group gap="xs" justify="center">
          <Badge variant="light" color="gray" leftSection={<Icon name="briefcase" size={12} />}>
            {member.experience}
          </Badge>
          <Badge variant="light" color="gray" leftSection={<Icon name="mapPin" size={12} />}>
            {member.location}
          </Badge>
        </Group>
        <Text c="gray.7" ta="center" size="sm">
          {short}
        </Text>
        <div id={bioId} hidden={!expanded} style={{ width: '100%' }}>
          <Stack gap="sm" mt="xs">
            {member.description.trim() !== short.trim() ? <Text size="sm">{member.description}</Text> : null}
            {member.expertise.length ? (
              <div>
                <Text fw={700} size="sm">
                  Expertise
                </Text>
                <Group gap={6} mt={4}>
                  {member.expertise.map((item) => (
                    <Badge key={item} variant="outline" color="brand">
                      {item}
                    </Badge>
                  ))}
                </Group>
              </div>
            ) : null}
            {member.achievements.length ? (
              <div>
                <Text fw={700} size="sm">
                  Achievements
                </Text>
                <ul className="cp-bullets" style={{ marginTop: 4 }}>
                  {member.achievements.map((item) => (
                    <li key={item}>
                      <Icon name="award" size={16} />
                      <Text size="sm" component="span">
                        {item}
                      </Text>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Group gap="sm">
              {member.email ? (
                <a
                  href={`mailto:${member.email}`}
                  aria-label={`Email ${member.name}`}
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
                  aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
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
                  aria-label={`${member.name} on Twitter (opens in a new tab)`}
                  className="cp-leader__social"
                >
                  <BrandIcon name="twitter" size={18} />
                </a>
              ) : null}
            </Group>
          </Stack>
        </div>
        {hasMore || member.email || member.linkedin || member.twitter ? (
          <UnstyledButton
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={bioId}
            className="cp-leader__toggle"
          >
            {expanded ? 'Show Less' : 'Read Bio'}
            <Icon name="chevronDown" size={16} className="cp-menu__chevron" />
          </UnstyledButton>
        ) : null}
      </Stack>
    </Card>
  );
}
