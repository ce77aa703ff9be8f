// The services `npm run bench` starts for its PostgreSQL rows: a throwaway PostgreSQL (as .ci/run
// starts one) and nginx in front of the server processes (Debian's packages, as a deployment would
// put them). Each lives in a folder of its own and is stopped synchronously, so that the bench's
// exit handler can stop it on Ctrl-C or an error too.
import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const INSTALL_HINT = 'apt-get install nginx postgresql'

/** A port nothing listens on now (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

function onPath(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : null
}

/** The newest PostgreSQL's bin folder (Debian puts each major under /usr/lib/postgresql), or null. */
export function findPostgres() {
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((major) => existsSync(path.join(debian, major, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (majors.length > 0) return path.join(debian, majors[0], 'bin')
  }
  const initdb = onPath('initdb')
  return initdb && existsSync(path.join(path.dirname(initdb), 'pg_ctl')) ? path.dirname(initdb) : null
}

export function findNginx() {
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : onPath('nginx')
}

/**
 * initdb into `folder`, then pg_ctl start on a free port of 127.0.0.1 (socket in the folder too).
 * initdb refuses root: as root it runs as the `postgres` user, created when missing, as .ci/run does.
 * Returns the database URL and a synchronous stop; the caller owns `folder` and removes it after.
 */
export async function startPostgres(binFolder, folder) {
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) {
      run('useradd', ['--system', '--no-create-home', 'postgres'])
    }
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
    chownSync(folder, uid, -1)
  }
  const pg = (tool, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binFolder, tool), ...args])
      : run(path.join(binFolder, tool), args)
  const dataFolder = path.join(folder, 'data')
  const log = path.join(folder, 'log')
  pg('initdb', ['-D', dataFolder, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  const port = await freePort()
  // Four server processes with a pool of ten each, and the bare-INSERT reference: under the default 100.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`
  try {
    pg('pg_ctl', ['-D', dataFolder, '-o', options, '-l', log, '-w', 'start'])
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-5).join('\n') : ''
    throw new Error(`${error.message}\n${tail}`)
  }
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return
      stopped = true
      try {
        pg('pg_ctl', ['-D', dataFolder, '-m', 'fast', '-w', 'stop'])
      } catch {
        /* already stopped (Ctrl-C reaches PostgreSQL too) */
      }
    },
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`,
    )
  }
  return result.stdout
}

/**
 * nginx in the foreground on a generated configuration in `folder` (its own pid, logs and temporary
 * files): one `server` per listener, each proxying to an upstream of server ports over kept-alive
 * connections and passing X-Forwarded-For, as a deployment in front of several processes would.
 * `listeners` is [{ port, upstream: [port, …] }]. Resolves once nginx accepted its configuration.
 */
export async function startNginx(nginx, folder, listeners) {
  // Its workers drop root for `nobody`: they must reach the temporary folders.
  chmodSync(folder, 0o755)
  const at = (name) => path.join(folder, name)
  for (const name of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(at(name))
  const upstreams = listeners.map(
    ({ upstream }, i) => `  upstream servers_${i} {
${upstream.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 64;
  }`,
  )
  const servers = listeners.map(
    ({ port }, i) => `  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://servers_${i};
    }
  }`,
  )
  const config = `daemon off;
worker_processes auto;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events {
  worker_connections 1024;
}
http {
  access_log off;
  keepalive_requests 100000;
  client_body_temp_path ${at('client-body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
${upstreams.join('\n')}
${servers.join('\n')}
}
`
  writeFileSync(at('nginx.conf'), config)
  const args = ['-p', `${folder}/`, '-c', at('nginx.conf'), '-e', at('error.log')]
  run(nginx, [...args, '-t', '-q'])
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve)
    child.once('error', reject)
  })
  const pidFile = at('nginx.pid')
  return {
    child,
    /** Waits (up to 5 s) for the master to go: its workers recreate temporary folders until then. */
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      // SIGQUIT lets the workers finish what they send; the servers behind are stopped already.
      child.kill('SIGQUIT')
      const pause = new Int32Array(new SharedArrayBuffer(4))
      for (let waited = 0; existsSync(pidFile) && waited < 5000; waited += 50) Atomics.wait(pause, 0, 0, 50)
    },
  }
}
