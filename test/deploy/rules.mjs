// The rules of ADR 53 for deploy/k8s and docker/compose.yaml. Each rule takes what manifests.mjs reads
// and returns its problems, one line each ([] when it holds); manifests.test.mjs proves each one bites.
import { existsSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { unknownFields } from './known-fields.mjs';
import { composeSchemaErrors, repo, schemaErrors } from './manifests.mjs';

/** Setting names whose values are secrets: they come from a Secret by reference, never as a plain value. */
export const SECRET_NAME =
  /SECRET|PASSWORD|TOKEN|AUTH_KEY|ACCESS_KEY|KEY_ID|CLIENT_ID|USERNAME|ACCOUNT_NUMBER|TEMPLATE_ID|^(DATABASE|REDIS|SMTP)_URL$/;

const byKind = (m, kind) => m.objects.filter((o) => o.kind === kind);
const deploymentOf = (m) => byKind(m, 'Deployment').find((d) => d.metadata?.name === 'ticketsetu');
/** Every pod template: the Deployment's and the Job's. */
const podTemplates = (m) =>
  [...byKind(m, 'Deployment'), ...byKind(m, 'Job')].map((o) => ({ owner: `${o.kind} ${o.metadata?.name}`, o }));
const containersOf = (spec) => [...(spec?.initContainers ?? []), ...(spec?.containers ?? [])];
const selects = (selector, labels) =>
  Object.keys(selector ?? {}).length > 0 && Object.entries(selector).every(([key, value]) => labels?.[key] === value);
/** A container's environment as the pod would see it, the ConfigMap's entries included. */
function environmentOf(m, container) {
  const env = {};
  for (const source of container.envFrom ?? []) {
    const map = byKind(m, 'ConfigMap').find((c) => c.metadata?.name === source.configMapRef?.name);
    Object.assign(env, map?.data);
  }
  for (const entry of container.env ?? []) env[entry.name] = entry.value;
  return env;
}
const secretRefs = (container) =>
  (container.env ?? []).filter((e) => e.valueFrom?.secretKeyRef).map((e) => [e.name, e.valueFrom.secretKeyRef]);

export const rules = {
  async 'every object matches its Kubernetes schema'(m) {
    return (await Promise.all(m.objects.map(schemaErrors))).flat();
  },

  'no field the Kubernetes API does not know'(m) {
    return unknownFields(m.objects);
  },

  'the kustomization lists every manifest'(m) {
    const listed = m.kustomization?.resources ?? [];
    return [
      ...m.files.filter((f) => !listed.includes(f)).map((f) => `${f} is not in kustomization.yaml`),
      ...listed.filter((f) => !m.files.includes(f)).map((f) => `kustomization.yaml lists ${f}, which does not exist`),
    ];
  },

  'every container has cpu and memory requests and limits'(m) {
    return podTemplates(m).flatMap(({ owner, o }) =>
      containersOf(o.spec?.template?.spec).flatMap((c) =>
        ['requests', 'limits'].flatMap((kind) =>
          ['cpu', 'memory']
            .filter((resource) => !c.resources?.[kind]?.[resource])
            .map((resource) => `${owner} ${c.name}: no ${resource} ${kind}`),
        ),
      ),
    );
  },

  'pods run as non-root on a read-only root filesystem with nothing extra'(m) {
    return podTemplates(m).flatMap(({ owner, o }) => {
      const pod = o.spec?.template?.spec ?? {};
      return containersOf(pod).flatMap((c) => {
        const sc = c.securityContext ?? {};
        const problems = [];
        if ((sc.runAsNonRoot ?? pod.securityContext?.runAsNonRoot) !== true) problems.push('runAsNonRoot is not true');
        const uid = sc.runAsUser ?? pod.securityContext?.runAsUser;
        if (!(uid > 0)) problems.push('runAsUser is not a non-zero uid');
        if (sc.readOnlyRootFilesystem !== true) problems.push('readOnlyRootFilesystem is not true');
        if (sc.allowPrivilegeEscalation !== false) problems.push('allowPrivilegeEscalation is not false');
        if (!sc.capabilities?.drop?.includes('ALL')) problems.push('capabilities do not drop ALL');
        if ((sc.seccompProfile ?? pod.securityContext?.seccompProfile)?.type !== 'RuntimeDefault') {
          problems.push('seccompProfile is not RuntimeDefault');
        }
        return problems.map((p) => `${owner} ${c.name}: ${p}`);
      });
    });
  },

  'secrets only by reference'(m) {
    const plain = podTemplates(m).flatMap(({ owner, o }) =>
      containersOf(o.spec?.template?.spec).flatMap((c) =>
        (c.env ?? [])
          .filter((e) => SECRET_NAME.test(e.name) && !e.valueFrom?.secretKeyRef)
          .map((e) => `${owner} ${c.name}: ${e.name} is not a secretKeyRef`),
      ),
    );
    const inConfigMaps = byKind(m, 'ConfigMap').flatMap((c) =>
      Object.keys(c.data ?? {})
        .filter((key) => SECRET_NAME.test(key))
        .map((key) => `ConfigMap ${c.metadata?.name}: ${key} is a secret`),
    );
    return [...plain, ...inConfigMaps];
  },

  'every setting given is one the app reads'(m) {
    const names = [
      ...byKind(m, 'ConfigMap').flatMap((c) => Object.keys(c.data ?? {})),
      ...podTemplates(m).flatMap(({ o }) => containersOf(o.spec?.template?.spec).flatMap((c) => c.env ?? [])),
    ].map((e) => (typeof e === 'string' ? e : e.name));
    return [...new Set(names)].filter((n) => !m.settings.has(n)).map((n) => `${n} is not a setting of config.ts`);
  },

  'the Deployment rolls out without losing capacity'(m) {
    const d = deploymentOf(m);
    if (!d) return ['no Deployment ticketsetu'];
    const problems = [];
    if (!(d.spec?.replicas >= 2)) problems.push('fewer than 2 replicas');
    if (d.spec?.strategy?.rollingUpdate?.maxUnavailable !== 0) problems.push('rolling update maxUnavailable is not 0');
    if (!selects(d.spec?.selector?.matchLabels, d.spec?.template?.metadata?.labels)) {
      problems.push('the selector does not select its own pods');
    }
    return problems;
  },

  'readiness asks the database, liveness only the process, startup guards both'(m) {
    const d = deploymentOf(m);
    return (d?.spec?.template?.spec?.containers ?? []).flatMap((c) => {
      const problems = [];
      if (!c.readinessProbe) problems.push('no readinessProbe');
      if (!c.livenessProbe) problems.push('no livenessProbe');
      if (!c.startupProbe) problems.push('no startupProbe');
      const check = (probe) => ({ ...probe?.httpGet, ...probe?.tcpSocket, ...probe?.exec, ...probe?.grpc });
      if (c.readinessProbe && c.livenessProbe && isDeepStrictEqual(check(c.readinessProbe), check(c.livenessProbe))) {
        problems.push('readiness and liveness check the same thing');
      }
      // /api/health is 503 while the database is down: as liveness it would restart every pod at once.
      if (c.livenessProbe?.httpGet?.path === '/api/health') problems.push('liveness asks /api/health (the database)');
      return problems.map((p) => `${c.name}: ${p}`);
    });
  },

  'SIGTERM comes after a preStop pause, and the grace period covers the drain'(m) {
    const d = deploymentOf(m);
    const pod = d?.spec?.template?.spec ?? {};
    return (pod.containers ?? []).flatMap((c) => {
      const preStop = c.lifecycle?.preStop;
      const pause = preStop?.sleep?.seconds ?? Number(/^sleep (\d+)$/.exec(preStop?.exec?.command?.join(' '))?.[1]);
      if (!(pause > 0)) return [`${c.name}: no preStop sleep`];
      const graceMs = Number(environmentOf(m, c).SHUTDOWN_GRACE_MS ?? 10_000);
      const period = pod.terminationGracePeriodSeconds ?? 30;
      return period > pause + graceMs / 1000
        ? []
        : [`${c.name}: terminationGracePeriodSeconds ${period} is not more than ${pause} + ${graceMs / 1000}`];
    });
  },

  'migrations run once, in a Job, not in the pods'(m) {
    const d = deploymentOf(m);
    const app = d?.spec?.template?.spec?.containers?.[0];
    const jobs = byKind(m, 'Job').filter((j) =>
      j.spec?.template?.spec?.containers?.some((c) => c.command?.join(' ').includes('migrate.cli.js')),
    );
    if (jobs.length !== 1) return [`${jobs.length} migration Jobs (want 1)`];
    const migrate = jobs[0].spec.template.spec.containers.find((c) => c.command.join(' ').includes('migrate.cli.js'));
    const problems = [];
    if (app?.env?.find((e) => e.name === 'RUN_MIGRATIONS')?.value !== 'false') {
      problems.push('the Deployment does not set RUN_MIGRATIONS "false"');
    }
    const built = migrate.command.find((part) => part.endsWith('migrate.cli.js'));
    const source = built.replace(/^backend\/dist\//, 'backend/src/').replace(/\.js$/, '.ts');
    if (!existsSync(join(repo, source))) problems.push(`the Job runs ${built}, but there is no ${source}`);
    if (migrate.image !== app?.image) problems.push('the Job does not run the Deployment image');
    if (!isDeepStrictEqual(secretRefs(migrate), secretRefs(app ?? {}))) {
      problems.push('the Job does not get the same secrets as the Deployment');
    }
    if (!isDeepStrictEqual(migrate.envFrom, app?.envFrom)) problems.push('the Job does not get the same ConfigMap');
    return problems;
  },

  'the Service sends to the Deployment pods'(m) {
    const labels = deploymentOf(m)?.spec?.template?.metadata?.labels;
    const ports = (deploymentOf(m)?.spec?.template?.spec?.containers ?? []).flatMap((c) => c.ports ?? []);
    return byKind(m, 'Service').flatMap((s) => [
      ...(selects(s.spec?.selector, labels) ? [] : [`Service ${s.metadata?.name}: selector does not match the pods`]),
      ...(s.spec?.ports ?? [])
        .filter((p) => !ports.some((cp) => cp.name === p.targetPort || cp.containerPort === p.targetPort))
        .map((p) => `Service ${s.metadata?.name}: targetPort ${p.targetPort} is no container port`),
    ]);
  },

  'the HPA scales the Deployment on CPU and on request rate'(m) {
    const hpas = byKind(m, 'HorizontalPodAutoscaler');
    if (hpas.length === 0) return ['no HorizontalPodAutoscaler'];
    const adapterRules = m.adapter?.rules?.custom ?? [];
    const served = adapterRules.map((rule) => rule.name?.as);
    const problems = adapterRules
      .map((rule) => /^([a-z_:][a-z0-9_:]*?)(_count|_sum|_bucket)?\{/.exec(rule.seriesQuery ?? '')?.[1])
      .filter((series) => !m.metrics.has(series))
      .map((series) => `the prometheus-adapter rule reads ${series}, which the app does not export`);
    const d = deploymentOf(m);
    const app = d?.spec?.template?.spec?.containers?.[0];
    const metricsPort = app && environmentOf(m, app).METRICS_PORT;
    if (!metricsPort || d.spec.template.metadata?.annotations?.['prometheus.io/port'] !== metricsPort) {
      problems.push('the pods are not scraped on METRICS_PORT');
    }
    return [
      ...problems,
      ...hpas.flatMap((h) => {
        const problems = [];
        const target = h.spec?.scaleTargetRef ?? {};
        if (
          target.kind !== 'Deployment' ||
          target.apiVersion !== 'apps/v1' ||
          target.name !== deploymentOf(m)?.metadata?.name
        ) {
          problems.push('does not target the Deployment ticketsetu');
        }
        if (!(h.spec?.minReplicas >= 2)) problems.push('minReplicas is below 2');
        const metrics = h.spec?.metrics ?? [];
        if (!metrics.some((x) => x.type === 'Resource' && x.resource?.name === 'cpu')) problems.push('no CPU metric');
        const rate = metrics.find((x) => x.type === 'Pods' && /request/.test(x.pods?.metric?.name ?? ''));
        if (!rate) problems.push('no request-rate Pods metric');
        else if (!served.includes(rate.pods.metric.name)) {
          problems.push(`the prometheus-adapter rule does not serve ${rate.pods.metric.name}`);
        }
        return problems.map((p) => `HPA ${h.metadata?.name}: ${p}`);
      }),
    ];
  },

  'a PodDisruptionBudget keeps one pod'(m) {
    const labels = deploymentOf(m)?.spec?.template?.metadata?.labels;
    const pdbs = byKind(m, 'PodDisruptionBudget').filter((p) => selects(p.spec?.selector?.matchLabels, labels));
    if (pdbs.length === 0) return ['no PodDisruptionBudget selects the Deployment pods'];
    return pdbs.filter((p) => p.spec?.minAvailable !== 1).map((p) => `PDB ${p.metadata?.name}: minAvailable is not 1`);
  },

  'compose matches the compose specification'(m) {
    return composeSchemaErrors(m.compose);
  },

  'compose runs two replicas behind nginx, sharing Redis, migrated once'(m) {
    const services = m.compose?.services ?? {};
    const replicas = Object.entries(services).filter(([, s]) => s.image === 'ticketsetu:local' && !s.command);
    const problems = [];
    if (replicas.length < 2) problems.push(`${replicas.length} app replicas (want 2 or more)`);
    if (!services.nginx) problems.push('no nginx service');
    if (!services.redis) problems.push('no redis service');
    const migrate = Object.entries(services).find(([, s]) => s.command?.join?.(' ').includes('migrate.cli.js'));
    if (!migrate) problems.push('no migrate service');
    for (const [name, s] of Object.entries(services)) {
      const publishes3000 = (s.ports ?? []).some((p) => /(^|:)3000:/.test(String(p)) || String(p.published) === '3000');
      if (publishes3000 && name !== 'nginx') problems.push(`${name} publishes port 3000 (only nginx may)`);
    }
    if (!(services.nginx?.ports ?? []).some((p) => /(^|:)3000:/.test(String(p))))
      problems.push('nginx does not publish 3000');
    for (const [name, s] of replicas) {
      if (s.ports?.length) problems.push(`${name} publishes a port`);
      if (!/^redis:\/\/redis:/.test(s.environment?.REDIS_URL ?? ''))
        problems.push(`${name}: REDIS_URL is not the redis service`);
      if (String(s.environment?.RUN_MIGRATIONS) !== 'false') problems.push(`${name}: RUN_MIGRATIONS is not 'false'`);
      if (!s.environment?.TRUST_PROXY || s.environment.TRUST_PROXY === 'loopback') {
        problems.push(`${name}: TRUST_PROXY does not trust nginx`);
      }
      if (migrate && s.depends_on?.[migrate[0]]?.condition !== 'service_completed_successfully') {
        problems.push(`${name} does not wait for ${migrate[0]} to complete`);
      }
    }
    return [
      ...problems,
      ...nginxProblems(
        m.nginxConf,
        replicas.map(([name]) => name),
      ),
    ];
  },
};

/** nginx.conf: least_conn over every replica with passive health, the proxy headers, SSE unbuffered. */
function nginxProblems(conf, replicas) {
  const problems = [];
  const upstream = /upstream\s+\S+\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
  if (!/^\s*least_conn;/m.test(upstream)) problems.push('nginx: the upstream is not least_conn');
  for (const name of replicas) {
    const server = new RegExp(`^\\s*server\\s+${name}:3000\\b[^;]*;`, 'm').exec(upstream)?.[0];
    if (!server) problems.push(`nginx: ${name} is not in the upstream`);
    else if (!/max_fails=\d+/.test(server) || !/fail_timeout=\d+/.test(server)) {
      problems.push(`nginx: ${name} has no max_fails/fail_timeout`);
    }
  }
  for (const header of ['X-Forwarded-For', 'X-Forwarded-Proto', 'X-Request-Id']) {
    if (!new RegExp(`proxy_set_header\\s+${header}\\s`).test(conf)) problems.push(`nginx: ${header} is not set`);
  }
  const live = /location\s+~\s+\S*live\S*\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
  if (!/proxy_buffering\s+off;/.test(live)) problems.push('nginx: live streams are buffered');
  if (!/proxy_read_timeout\s/.test(conf)) problems.push('nginx: no read timeout');
  return problems;
}
