import type { TeamMember } from '@agency/contract';

import type { TeamMember as TeamMemberDoc } from '../../payload-types';
import { mediaImage, mediaUrl } from '../media/mapper';

export function toTeamMember(doc: TeamMemberDoc, withEmail: boolean): TeamMember {
  const member: TeamMember = { _id: doc.id, name: doc.name, role: doc.role, skills: doc.skills ?? [] };
  if (withEmail) member.email = doc.email;
  const image = mediaUrl(doc.profileImage);
  if (image) member.profileImage = image;
  const full = mediaImage(doc.profileImage);
  if (full) member.profileImageMedia = full;
  return member;
}
