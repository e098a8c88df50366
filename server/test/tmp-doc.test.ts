import { it } from 'vitest';
import { build } from './helpers.ts';
it('doc', async () => {
  const { app, close } = await build('sqlite');
  await app.ready();
  const doc = app.swagger() as any;
  console.log(JSON.stringify(doc.paths['/api/private/dish-orders/{ws}/dish-orders-points/'].post.requestBody.content['application/json'].schema.properties.Name));
  console.log(JSON.stringify(doc.paths['/api/enterprises'].post.requestBody.content['application/json'].schema.properties.TimeZone).slice(0, 300));
  await close();
});
