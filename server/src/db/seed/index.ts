import type { Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import { keepOriginals } from '../../repos/revisions.ts';
import type { Database } from '../tables/index.ts';
import { type DemoPicture, seedDemo } from './demo.ts';
import { storePictures } from './pictures.ts';
import { insertEnterprise, insertUser } from './write.ts';

export type SeedLogin = {
  readonly email: string;
  readonly password: string | null;
  readonly role: string;
};
/** What a first start created; generated passwords appear here once and are never stored in clear. */
export type SeedReport = { readonly seeded: boolean; readonly logins: readonly SeedLogin[] };

/** Seed an empty database: the first administrator, and the demo enterprises unless SEED_DEMO is off. */
export const seedIfEmpty = async (db: Kysely<Database>, config: Config): Promise<SeedReport> => {
  const any = await db.selectFrom('enterprises').select('ID').limit(1).executeTakeFirst();
  if (any) return { seeded: false, logins: [] };

  const adminPassword = config.adminPassword ?? generatePassword();
  const demoPassword = config.demoPassword ?? generatePassword();
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(demoPassword),
  ]);
  const shown = (given: string | null, used: string) => (given ? null : used);
  let pictures: readonly DemoPicture[] = [];

  const report = await db.transaction().execute(async (trx) => {
    if (config.seedDemo) {
      const demo = await seedDemo(trx, { adminEmail: config.adminEmail, adminHash, demoHash });
      pictures = demo.pictures;
      await keepOriginals(trx);
      return {
        seeded: true,
        logins: [
          {
            email: config.adminEmail,
            password: shown(config.adminPassword, adminPassword),
            role: 'admin',
          },
          ...demo.staffEmails.map((email) => ({
            email,
            password: shown(config.demoPassword, demoPassword),
            role: 'staff',
          })),
        ],
      };
    }
    const enterpriseId = await insertEnterprise(trx, {
      Name: 'Mi empresa',
      Languages: ['es', 'en'],
    });
    await insertUser(trx, {
      EnterpriseID: enterpriseId,
      Name: 'Administrador',
      Email: config.adminEmail,
      PasswordHash: adminHash,
      IsAdmin: true,
      Permission: [3],
    });
    return {
      seeded: true,
      logins: [
        {
          email: config.adminEmail,
          password: shown(config.adminPassword, adminPassword),
          role: 'admin',
        },
      ],
    };
  });
  await storePictures(db, config.dataDir, pictures);
  return report;
};
