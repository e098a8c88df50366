import { expect, it } from 'vitest';
import { describeOnPostgres } from './helpers.ts';
import { http, loginOver, useTwoProcesses } from './two-processes.ts';

// behaviour.md#administration with real processes: each has its own pool and memory, so only what is stored ends a
// session there. (sessions.test.ts proves the rules with two app instances of one process.)
describeOnPostgres('sessions across processes', () => {
  const processes = useTwoProcesses('carta_sess');

  it("a user deleted through one process is refused at once by the other's open session", async () => {
    const [a, b] = await processes.start();
    const login = loginOver;
    const admin = await login(b.url, 'admin@carta.local', 'admin-pass');
    const reception = await login(a.url, 'recepcion@hotel-demo.local', 'demo-pass');
    expect((await http(`${a.url}/api/auth/me`, 'GET', reception)).status).toBe(200);

    const users = (await http(`${b.url}/api/users?search=recep`, 'GET', admin)).body;
    const id = (users.data as { ID: number }[])[0]?.ID;
    expect((await http(`${b.url}/api/users/${id}`, 'DELETE', admin)).status).toBe(200);

    const refused = await http(`${a.url}/api/menus/1`, 'GET', reception);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('session_ended');
  });
});
