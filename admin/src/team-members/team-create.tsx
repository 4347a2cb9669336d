import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { messages } from '@agency/contract';

import { resources, type TeamMemberWrite } from '../providers/data-provider';
import { ApiRequestError, failureMessage } from '../providers/http';
import { PageHeader } from '../ui/page-header';
import { TeamForm } from './team-form';

/** /dashboard/add-team */
export function TeamCreate() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();

  const save = async (data: TeamMemberWrite) => {
    try {
      await dataProvider.create(resources.team, { data });
    } catch (error) {
      // A 2xx answer without `success` throws its own message (data provider); HTTP failures carry the server's.
      const message = error instanceof ApiRequestError || !(error instanceof Error) ? failureMessage(error, messages.teamCreateFailed) : error.message;
      notify(message, { type: 'error' });
      throw error;
    }
    notify(messages.teamCreated, { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: [resources.team] });
    navigate('/dashboard/team');
  };

  return (
    <>
      <PageHeader title="Create Team Member" />
      <TeamForm submitLabel="Create Team Member" busyLabel="Creating..." onSubmit={save} />
    </>
  );
}
