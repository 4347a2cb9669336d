import { endpoints, messages, type TeamMember } from '@agency/contract';

import { wholeListAdapter, type WithId } from '../providers/records';

export type TeamMemberRecord = WithId<TeamMember>;

/** What the team form hands over: the text fields, the skills and a newly chosen image. */
export interface TeamMemberWrite {
  name: string;
  role: string;
  email: string;
  skills: string[];
  file?: File | null;
}

/** Team writes are multipart: text fields, `skills` repeated, and `file` only when one was chosen. */
export function teamMemberForm(data: TeamMemberWrite): FormData {
  const form = new FormData();
  form.append('name', data.name);
  form.append('role', data.role);
  form.append('email', data.email);
  for (const skill of data.skills) form.append('skills', skill);
  if (data.file instanceof File) form.append('file', data.file);
  return form;
}

/** Team members: the whole list, multipart writes; a create is read by its `success` flag. */
export const teamMembersAdapter = wholeListAdapter({
  endpoints: endpoints.teamMembers,
  body: (data) => teamMemberForm(data as unknown as TeamMemberWrite),
  created: (answer) => {
    if (answer.success !== true) throw new Error(answer.message || messages.teamCreateNoSuccess);
  },
});
