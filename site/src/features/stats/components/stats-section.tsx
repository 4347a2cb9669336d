import type { StatsEntry } from '@agency/contract';

import { Container } from '../../../components/ui/container';
import { color, mq, radius } from '../../../config/theme';
import { CountUp } from './count-up';

const icons: Record<string, string> = {
  users: 'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4Zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3Zm0 2c-2.3 0-7 1.2-7 3.5V19h7v-2.5c0-1 .4-2.3 1.9-3.3A9 9 0 0 0 8 13Zm8 0c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4Z',
  video: 'M4 5h11a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
  eye: 'M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11a4 4 0 1 1 4-4 4 4 0 0 1-4 4Zm0-6a2 2 0 1 0 2 2 2 2 0 0 0-2-2Z',
};

export function StatsSection({ stats }: { stats: StatsEntry[] }) {
  return (
    <section aria-label="Our numbers" css={{ padding: '8px 0 24px' }}>
      <Container>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, [mq.sm]: { gridTemplateColumns: `repeat(${Math.min(3, stats.length)}, 1fr)` } }}>
          {stats.map((stat) => (
            <li key={stat.description} css={{ display: 'flex', alignItems: 'center', gap: 16, padding: '20px 24px', background: color.surface, border: `1px solid ${color.line}`, borderRadius: radius.md }}>
              <span css={{ display: 'inline-flex', width: 52, height: 52, flexShrink: 0, alignItems: 'center', justifyContent: 'center', borderRadius: radius.sm, background: color.brandSoft, color: color.brand }}>
                <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                  <path d={icons[stat.icon] ?? icons.video} />
                </svg>
              </span>
              <span css={{ display: 'grid' }}>
                <span css={{ fontSize: 32, fontWeight: 800, color: color.ink, lineHeight: 1.1 }}>
                  <CountUp value={stat.amount} suffix={stat.suffix} />
                </span>
                <span css={{ color: color.muted, fontWeight: 600 }}>{stat.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
