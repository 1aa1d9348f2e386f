import fs from 'node:fs';
import path from 'node:path';
import { start, type Running } from './processes.js';

const root = path.resolve(import.meta.dirname, '../..');
/** The reference deployment's proxy rules, included verbatim (deploy/nginx/academia-sst.conf includes them too). */
export const LOCATIONS_CONF = path.join(root, 'deploy/nginx/academia-sst-locations.conf');

export function nginxBinary(): string {
  return process.env.NGINX_PATH ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

/**
 * The test variant of deploy/nginx/academia-sst.conf: the same `academia_sst` upstream (round-robin, no stickiness)
 * over the given app ports and the same proxy rules, on plain HTTP at `port`, with its pid, logs and temp files under
 * `prefix` so it needs no root paths. The access log records which app server answered each request.
 */
export function testConfig(prefix: string, port: number, appPorts: number[]): string {
  const at = (name: string) => path.join(prefix, name);
  // Run as root (a CI container), nginx would hand its workers to `nobody`, who cannot write to a private temp dir.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 1024; }
http {
    log_format upstream '$status $request_method $uri $upstream_addr';
    access_log ${at('access.log')} upstream;
    client_body_temp_path ${at('client_body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};

    upstream academia_sst {
${appPorts.map((appPort) => `        server 127.0.0.1:${String(appPort)} max_fails=3 fail_timeout=10s;`).join('\n')}
        keepalive 32;
    }

    server {
        listen 127.0.0.1:${String(port)};
        server_name 127.0.0.1;
        include ${LOCATIONS_CONF};
    }
}
`;
}

/** Starts nginx in the foreground with `testConfig` written under `prefix`. */
export function startNginx(prefix: string, port: number, appPorts: number[]): Running {
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, testConfig(prefix, port, appPorts));
  // -e: nginx 1.19.5+ opens its default error log before reading the config; point it at the prefix too.
  return start(
    nginxBinary(),
    ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'],
    {},
  );
}

/** How many requests in nginx's access log each app server answered, e.g. `{ '127.0.0.1:4101': 812 }`. */
export function requestsPerServer(prefix: string): Record<string, number> {
  const log = path.join(prefix, 'access.log');
  if (!fs.existsSync(log)) return {};
  const counts: Record<string, number> = {};
  for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
    const upstream = line.split(' ')[3];
    if (upstream && upstream !== '-') counts[upstream] = (counts[upstream] ?? 0) + 1;
  }
  return counts;
}
