import type { TeamMember } from '@agency/contract';
import { limits } from '@agency/contract/limits';

import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Section } from '../../../components/ui/section';
import { color, mq, radius } from '../../../config/theme';
import { useTeam } from '../api/get-team';

/** Shown for members without a profile image (a file of this site, no request elsewhere). */
export const defaultAvatar = '/images/default-avatar.svg';

export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 24,
        [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
        [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
      }}
    >
      {members.slice(0, limits.teamSectionMax).map((member) => (
        <li
          key={member._id}
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            padding: 20,
            background: color.surface,
            border: `1px solid ${color.line}`,
            borderRadius: radius.lg,
          }}
        >
          <ResponsiveImage
            image={member.profileImageMedia}
            // The placeholder says nothing the name beside it does not: decorative.
            src={member.profileImage || defaultAvatar}
            alt={member.profileImageMedia ? undefined : ''}
            width={80}
            height={80}
            sizes="80px"
            css={{ width: 80, height: 80, borderRadius: '50%', objectFit: 'cover', flexShrink: 0, background: color.brandSoft }}
          />
          <span css={{ display: 'grid' }}>
            <span css={{ fontWeight: 700, fontSize: 18, color: color.ink }}>{member.name}</span>
            <span css={{ color: color.muted }}>{member.role}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The first six members of the team. */
export function TeamSection() {
  const { data: members, isPending, isError } = useTeam();
  return (
    <Section id="team" eyebrow="Team" title="Meet the editors behind your videos" tone="tinted">
      {isPending ? (
        <p role="status" css={{ textAlign: 'center' }}>
          Loading...
        </p>
      ) : isError || !members ? (
        <p role="alert" css={{ textAlign: 'center' }}>
          The team could not be loaded.
        </p>
      ) : (
        <TeamGrid members={members} />
      )}
    </Section>
  );
}
