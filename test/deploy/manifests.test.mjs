// `npm run test:deploy`: the Kubernetes manifests (deploy/k8s) and the compose file keep the rules of
// ADR 53, and every object matches its Kubernetes schema. Each rule is then shown to bite: a case
// changes one thing in a copy of the parsed files and expects exactly that rule to fail.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { copyOf, loadManifests } from './manifests.mjs';
import { rules } from './rules.mjs';

const manifests = loadManifests();

/** Each rule's problems, for the rules that have any. */
async function failing(m) {
  const found = {};
  for (const [name, rule] of Object.entries(rules)) {
    const problems = await rule(m);
    if (problems.length) found[name] = problems;
  }
  return found;
}

const object = (m, kind, name) => m.objects.find((o) => o.kind === kind && (!name || o.metadata.name === name));
const app = (m) => object(m, 'Deployment', 'ticketsetu').spec.template.spec.containers[0];
const migrateJob = (m) => object(m, 'Job');
const env = (container, name) => container.env.find((e) => e.name === name);

describe('deploy/k8s and docker/compose.yaml', () => {
  it('keep every rule, and every object matches its schema', async () => {
    assert.ok(manifests.objects.length >= 8, 'the manifests were read');
    assert.deepEqual(await failing(manifests), {});
  });

  /** Per rule, the cases that must break it alone: [what the case breaks, the change]. */
  const cases = {
    'every object matches its Kubernetes schema': [
      ['a count as a word', (m) => (object(m, 'HorizontalPodAutoscaler').spec.maxReplicas = 'ten')],
      ['a misspelt kind', (m) => (object(m, 'Service').kind = 'Servcie')],
      ['an apiVersion that does not exist', (m) => (object(m, 'PodDisruptionBudget').apiVersion = 'policy/v9')],
      ['a memory limit that is no quantity', (m) => (app(m).resources.limits.memory = 'lots')],
    ],
    'no field the Kubernetes API does not know': [
      ['a misspelt optional field', (m) => (object(m, 'Service').spec.sessionAffinty = 'ClientIP')],
      ['a field in the wrong place', (m) => (app(m).terminationGracePeriodSeconds = 45)],
    ],
    'the kustomization lists every manifest': [['a file left out', (m) => m.kustomization.resources.pop()]],
    'every container has cpu and memory requests and limits': [
      ['no limits on the app', (m) => delete app(m).resources.limits],
      [
        'no memory request on the Job',
        (m) => delete migrateJob(m).spec.template.spec.containers[0].resources.requests.memory,
      ],
    ],
    'pods run as non-root on a read-only root filesystem with nothing extra': [
      ['a writable root filesystem', (m) => (app(m).securityContext.readOnlyRootFilesystem = false)],
      [
        'root allowed',
        (m) => {
          delete app(m).securityContext.runAsNonRoot;
          delete object(m, 'Deployment').spec.template.spec.securityContext.runAsNonRoot;
        },
      ],
      [
        'capabilities kept in the Job',
        (m) => delete migrateJob(m).spec.template.spec.containers[0].securityContext.capabilities,
      ],
    ],
    'secrets only by reference': [
      [
        'AUTH_SECRET as a plain value',
        (m) => {
          for (const c of [app(m), migrateJob(m).spec.template.spec.containers[0]]) {
            Object.assign(env(c, 'AUTH_SECRET'), { value: 'x'.repeat(32), valueFrom: undefined });
          }
        },
      ],
      [
        'DATABASE_URL in the ConfigMap',
        (m) => (object(m, 'ConfigMap').data.DATABASE_URL = 'postgres://u:p@db/ticketsetu'),
      ],
    ],
    'every setting given is one the app reads': [
      ['a misspelt setting', (m) => (object(m, 'ConfigMap').data.SHUTDOWN_GRACE = '20000')],
    ],
    'the Deployment rolls out without losing capacity': [
      ['maxUnavailable 1', (m) => (object(m, 'Deployment').spec.strategy.rollingUpdate.maxUnavailable = 1)],
      ['one replica', (m) => (object(m, 'Deployment').spec.replicas = 1)],
    ],
    'readiness asks the database, liveness only the process, startup guards both': [
      ['liveness the same as readiness', (m) => (app(m).livenessProbe = structuredClone(app(m).readinessProbe))],
      ['liveness on /api/health', (m) => (app(m).livenessProbe.httpGet.path = '/api/health')],
      ['no startupProbe', (m) => delete app(m).startupProbe],
    ],
    'SIGTERM comes after a preStop pause, and the grace period covers the drain': [
      ['no preStop', (m) => delete app(m).lifecycle],
      [
        'a grace period the drain outlasts',
        (m) => (object(m, 'Deployment').spec.template.spec.terminationGracePeriodSeconds = 30),
      ],
      ['a longer SHUTDOWN_GRACE_MS', (m) => (object(m, 'ConfigMap').data.SHUTDOWN_GRACE_MS = '40000')],
    ],
    'migrations run once, in a Job, not in the pods': [
      ['the pods migrate too', (m) => (env(app(m), 'RUN_MIGRATIONS').value = 'true')],
      ['no Job', (m) => m.objects.splice(m.objects.indexOf(migrateJob(m)), 1)],
      [
        'a command that does not exist',
        (m) =>
          (migrateJob(m).spec.template.spec.containers[0].command = [
            'node',
            'backend/dist/database/migrate-all.cli.js',
          ]),
      ],
      ['a secret the Job lacks', (m) => migrateJob(m).spec.template.spec.containers[0].env.pop()],
    ],
    'the Service sends to the Deployment pods': [
      [
        'a selector of other pods',
        (m) => (object(m, 'Service').spec.selector['app.kubernetes.io/component'] = 'worker'),
      ],
      ['a port no container has', (m) => (object(m, 'Service').spec.ports[0].targetPort = 'https')],
    ],
    'the HPA scales the Deployment on CPU and on request rate': [
      ['another Deployment', (m) => (object(m, 'HorizontalPodAutoscaler').spec.scaleTargetRef.name = 'ticketsetu-web')],
      ['CPU only', (m) => object(m, 'HorizontalPodAutoscaler').spec.metrics.pop()],
      ['a rate the adapter does not serve', (m) => (m.adapter.rules.custom[0].name.as = 'http_requests')],
      [
        'a histogram the app does not export',
        (m) => (m.adapter.rules.custom[0].seriesQuery = 'http_request_duration_seconds_count{pod!=""}'),
      ],
      [
        'metrics scraped on the app port',
        (m) => (object(m, 'Deployment').spec.template.metadata.annotations['prometheus.io/port'] = '3000'),
      ],
    ],
    'a PodDisruptionBudget keeps one pod': [
      [
        'a PDB of other pods',
        (m) => (object(m, 'PodDisruptionBudget').spec.selector.matchLabels['app.kubernetes.io/component'] = 'worker'),
      ],
    ],
    'compose matches the compose specification': [
      ['an unknown service key', (m) => (m.compose.services.redis.restart_policy = 'always')],
    ],
    'compose runs two replicas behind nginx, sharing Redis, migrated once': [
      ['one replica', (m) => delete m.compose.services['app-2']],
      ['a replica publishing 3000', (m) => (m.compose.services['app-1'].ports = ['3000:3000'])],
      ['no Redis for a replica', (m) => delete m.compose.services['app-2'].environment.REDIS_URL],
      ['a replica migrating', (m) => (m.compose.services['app-1'].environment.RUN_MIGRATIONS = 'true')],
      [
        'a replica not waiting for the migration',
        (m) => (m.compose.services['app-2'].depends_on.migrate.condition = 'service_started'),
      ],
      ['a replica missing from nginx', (m) => (m.nginxConf = m.nginxConf.replace(/^\s*server app-2:3000.*$/m, ''))],
      ['live streams buffered', (m) => (m.nginxConf = m.nginxConf.replace('proxy_buffering off;', ''))],
      ['no X-Request-Id', (m) => (m.nginxConf = m.nginxConf.replace(/proxy_set_header X-Request-Id .*/, ''))],
    ],
  };

  describe('each rule bites', () => {
    for (const [rule, ruleCases] of Object.entries(cases)) {
      for (const [broken, change] of ruleCases) {
        it(`${rule}: ${broken}`, async () => {
          const m = copyOf(manifests);
          change(m);
          assert.deepEqual(Object.keys(await failing(m)), [rule]);
        });
      }
    }

    it('every rule has a case', () => {
      assert.deepEqual(Object.keys(cases).sort(), Object.keys(rules).sort());
    });
  });
});
