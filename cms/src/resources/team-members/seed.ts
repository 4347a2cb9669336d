import type { Payload } from 'payload';

import { published } from '../../lib/drafts';
import type { TeamMember } from '../../payload-types';
import type { Seed } from '../../seed/types';
import { avatarSvg, seedImage, storeImage } from '../media/seed';

const member = (index: number, name: string, role: string, email: string, skills: string[]): Seed<TeamMember> => ({
  name,
  role,
  email,
  skills,
  profileImage: seedImage(`team-0${index + 1}`, `Portrait of ${name}`, avatarSvg(name, index + 20)),
});

export const teamSeed: Seed<TeamMember>[] = [
  member(0, 'Maya Patel', 'Founder & Creative Director', 'maya@cutroomstudio.com', ['Creative direction', 'Storytelling', 'Client strategy']),
  member(1, 'Jonah Reyes', 'Senior Video Editor', 'jonah@cutroomstudio.com', ['Premiere Pro', 'Long-form pacing', 'Podcasts']),
  member(2, 'Lena Okafor', 'Motion Designer', 'lena@cutroomstudio.com', ['After Effects', 'Kinetic type', 'Brand animation']),
  member(3, 'Sam Whitaker', 'Colorist', 'sam@cutroomstudio.com', ['DaVinci Resolve', 'Color grading']),
  member(4, 'Priya Nair', 'Thumbnail Designer', 'priya@cutroomstudio.com', ['Photoshop', 'CTR testing', 'Typography']),
  member(5, 'Diego Alvarez', 'Project Manager', 'diego@cutroomstudio.com', ['Scheduling', 'Client communication', 'Quality control']),
];

/** Team members found by e-mail, so a part cut off half-way completes without duplicates. */
export async function seedTeam(payload: Payload): Promise<void> {
  for (const { profileImage, ...data } of teamSeed) {
    const exists = await payload.count({ collection: 'team-members', where: { email: { equals: data.email } } });
    if (exists.totalDocs > 0) continue;
    await payload.create({ collection: 'team-members', data: { ...data, profileImage: profileImage && (await storeImage(payload, profileImage)), ...published } });
  }
}
