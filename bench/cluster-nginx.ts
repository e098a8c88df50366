import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** The configuration docs/deploy.md ships; the bench runs it with its own ports and certificate. */
export const SHIPPED_CONF = join(root, 'docs/deploy/nginx.conf');

/** nginx from Debian's package: found, or installed (and said so). */
export const findOrInstallNginx = (): string => {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  console.log("nginx not found: installing Debian's package (apt-get install -y nginx)…");
  execFileSync('apt-get', ['install', '-y', '-q', 'nginx'], { stdio: 'inherit' });
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  throw new Error('nginx could not be installed');
};

/** A self-signed certificate for 127.0.0.1, as the shipped configuration serves TLS. */
export const selfSignedCertificate = (dir: string) => {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
};

/** One replacement in the shipped file that must match: a changed file fails the bench loudly. */
const swap = (text: string, pattern: RegExp, by: string) => {
  if (!pattern.test(text)) throw new Error(`docs/deploy/nginx.conf no longer has ${pattern}`);
  return text.replace(pattern, by);
};

/**
 * The shipped server blocks with the bench's upstream ports, listening ports and certificate, in a
 * minimal main configuration that runs in `dir` as this user.
 */
export const benchNginxConf = (
  dir: string,
  opts: { upstreams: number[]; https: number; http: number; cert: string; key: string },
): string => {
  let site = readFileSync(SHIPPED_CONF, 'utf8');
  const servers = opts.upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  site = swap(site, /^( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/m, `${servers}\n`);
  site = swap(site, /^( +)listen 80;/m, `$1listen 127.0.0.1:${opts.http};`);
  site = swap(site, /^( +)listen 443 ssl/m, `$1listen 127.0.0.1:${opts.https} ssl`);
  site = swap(site, /^( +)ssl_certificate +\S+;/m, `$1ssl_certificate ${opts.cert};`);
  site = swap(site, /^( +)ssl_certificate_key +\S+;/m, `$1ssl_certificate_key ${opts.key};`);
  const sitePath = join(dir, 'carta.conf');
  writeFileSync(sitePath, site);
  const main = `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${sitePath};
}
`;
  const mainPath = join(dir, 'nginx.conf');
  writeFileSync(mainPath, main);
  return mainPath;
};

/** nginx in the foreground on `conf`; resolved once it accepts TLS connections on `port`. */
export const startNginx = async (nginx: string, conf: string, dir: string, port: number) => {
  execFileSync(nginx, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'inherit' });
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', conf], { stdio: 'inherit' });
  for (let i = 0; i < 100; i += 1) {
    try {
      execFileSync('bash', ['-c', `exec 3<>/dev/tcp/127.0.0.1/${port}`], { stdio: 'ignore' });
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not listen on ${port}: see ${join(dir, 'error.log')}`);
};

export const stopNginx = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGQUIT');
  });
