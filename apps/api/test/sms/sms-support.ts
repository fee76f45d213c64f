import type { FastifyInstance } from 'fastify';
import type { SmsRow } from '../../src/db/schema';

/** Every text queued to a number (2547XXXXXXXX), oldest first. */
export function textsTo(app: FastifyInstance, phone: string): Promise<SmsRow[]> {
  return app.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('to_phone', '=', phone)
    .orderBy('id')
    .execute();
}

/** The texts of one event (its event key). */
export function textsOf(app: FastifyInstance, eventKey: string): Promise<SmsRow[]> {
  return app.db.selectFrom('sms_outbox').selectAll().where('event_key', '=', eventKey).execute();
}

/** A Kenyan mobile no other test of the file uses, ending in `ending` (0008, 0009: simulator outcomes). */
let serial = 100;
export function freshPhone(ending = ''): string {
  serial += 1;
  const digits = `7${String(serial).padStart(4, '0')}${ending.padStart(4, '1')}`.slice(0, 9);
  return `254${digits}`;
}
