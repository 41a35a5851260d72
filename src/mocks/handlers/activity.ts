/** Usage tracking: stores every activity record so tests and the mock tools panel can read them. */
import { config } from '@/config';
import { writeMockDb } from '../db';
import { messages } from '../lib/constants';
import { readJsonObject, stringField } from '../lib/request';
import { withFault } from '../scenarios/faults';
import { apiHttp } from './http';

/** The stored log keeps this many records (oldest dropped first). */
const ACTIVITY_LIMIT = 500;

export const activityHandlers = [
  apiHttp.post(
    '/{provider}/activity',
    withFault('logActivity', async ({ request, params, response }) => {
      if (params.provider !== config.authProvider) {
        return response(404).json({ status: 404, message: messages.unknownActivityProvider });
      }
      const body = await readJsonObject(request);
      const page = stringField(body, 'page').trim();
      const activity = stringField(body, 'activity').trim();
      if (!page) return response(400).json({ status: 400, message: messages.activityPageRequired });
      if (!activity) return response(400).json({ status: 400, message: messages.activityTextRequired });

      await writeMockDb((db) => {
        const lastId = db.activity.at(-1)?.id ?? 0;
        db.activity.push({
          id: lastId + 1,
          receivedAt: new Date().toISOString(),
          provider: params.provider,
          username: stringField(body, 'username'),
          role: stringField(body, 'role'),
          company: stringField(body, 'company'),
          page,
          device: stringField(body, 'device'),
          browser: stringField(body, 'browser'),
          activity,
        });
        if (db.activity.length > ACTIVITY_LIMIT) db.activity.splice(0, db.activity.length - ACTIVITY_LIMIT);
      });
      return response(201).json({ status: 201, message: messages.activityRecorded });
    }),
  ),
];
