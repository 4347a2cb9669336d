import { avatarSvg, seedImage } from '../images';
import type { TeamSeed } from '../types';

const member = (index: number, name: string, role: string, email: string, skills: string[]): TeamSeed => ({
  name,
  role,
  email,
  skills,
  image: seedImage(`team-0${index + 1}`, `Portrait of ${name}`, avatarSvg(name, index + 20)),
});

export const teamSeed: TeamSeed[] = [
  member(0, 'Maya Patel', 'Founder & Creative Director', 'maya@cutroomstudio.com', ['Creative direction', 'Storytelling', 'Client strategy']),
  member(1, 'Jonah Reyes', 'Senior Video Editor', 'jonah@cutroomstudio.com', ['Premiere Pro', 'Long-form pacing', 'Podcasts']),
  member(2, 'Lena Okafor', 'Motion Designer', 'lena@cutroomstudio.com', ['After Effects', 'Kinetic type', 'Brand animation']),
  member(3, 'Sam Whitaker', 'Colorist', 'sam@cutroomstudio.com', ['DaVinci Resolve', 'Color grading']),
  member(4, 'Priya Nair', 'Thumbnail Designer', 'priya@cutroomstudio.com', ['Photoshop', 'CTR testing', 'Typography']),
  member(5, 'Diego Alvarez', 'Project Manager', 'diego@cutroomstudio.com', ['Scheduling', 'Client communication', 'Quality control']),
];
