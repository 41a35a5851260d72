/** Usage tracking: stores every activity record so tests and the mock tools panel can read them. */
import { config } from '@/config';
import { writeMockDb } from '../db';
import { messages } from '../lib/constants';
import { errorResponse } from '../lib/errors';
import { withFault } from '../scenarios/faults';
import { apiHttp } from './http';

/** The stored log keeps this many records (oldest dropped first). */
const ACTIVITY_LIMIT = 500;

export const activityHandlers = [
  apiHttp.post(
    '/{provider}/activity',
    withFault('logActivity', async ({ request, params, response }) => {
      if (params.provider !== config.authProvider) {
        return errorResponse('logActivity', 404, 'UNKNOWN_PROVIDER', messages.unknownActivityProvider);
      }
      // The request gate has checked the body against ActivityRequest (all fields, page and activity non-blank).
      const body = await request.clone().json();
      await writeMockDb((db) => {
        const lastId = db.activity.at(-1)?.id ?? 0;
        db.activity.push({
          id: lastId + 1,
          receivedAt: new Date().toISOString(),
          provider: params.provider,
          username: body.username,
          role: body.role,
          company: body.company,
          page: body.page.trim(),
          device: body.device,
          browser: body.browser,
          activity: body.activity.trim(),
        });
        if (db.activity.length > ACTIVITY_LIMIT) db.activity.splice(0, db.activity.length - ACTIVITY_LIMIT);
      });
      return response(201).json({ status: 201, message: messages.activityRecorded });
    }),
  ),
];
