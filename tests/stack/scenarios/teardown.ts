// `npm run stack:down -- --volumes` removes the stack whole: every container, its network and its
// volumes, even when something outside the project still holds an endpoint on the network (dockerd
// refuses to remove such a network: "has active endpoints", the teardown failure of CI stop 33).
import { type Campaign, type Checks } from '../lib/campaign';
import { containers, inspect, services, sh } from '../lib/docker';
import { stackDown } from '../lib/lifecycle';

const gone = (kind: 'network' | 'volume', name: string) =>
  sh('docker', [kind, 'inspect', name]).then(
    () => false,
    () => true,
  );

export async function teardown(c: Campaign, t: Checks): Promise<void> {
  const { network } = await inspect(c.apps[0]);
  const postgres = JSON.parse(await sh('docker', ['inspect', '-f', '{{json .Mounts}}', (await containers('postgres'))[0]!])) as {
    Type: string;
    Name?: string;
  }[];
  const volumes = postgres.filter((mount) => mount.Type === 'volume').map((mount) => mount.Name!);
  // A container of no compose project, attached to the stack's network.
  const outsider = await sh('docker', ['run', '-d', '--network', network!, '--entrypoint', 'sleep', 'redis:7-bookworm', 'infinity']);
  try {
    const started = Date.now();
    await stackDown(c.settings);
    t.figure('npm run stack:down -- --volumes with an outsider on the network', `${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await sh('docker', ['rm', '-f', '-v', outsider]);
  }
  const left = (await Promise.all(services.map(containers))).flat();
  t.check('no container of the stack is left', left.length === 0, left.join(', '));
  t.check(`its network (${network}) is removed`, await gone('network', network!));
  t.check(
    `the database's volume is removed (${volumes.join(', ')})`,
    volumes.length > 0 && (await Promise.all(volumes.map((v) => gone('volume', v)))).every(Boolean),
  );
}
