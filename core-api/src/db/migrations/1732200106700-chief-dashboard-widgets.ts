import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The plugins' widgets every chief's dashboard showed before widgets could be switched off. */
const SHOWN = ['task_tracker', 'lms', 'idp'];

/**
 * The chief's dashboard shows only the widgets a company switched on (`settings.slots`), and a new widget
 * starts off. Existing companies keep the dashboard they had: the plugins' widgets shown until now are
 * switched on for them; the core's new widgets stay off until an admin switches them on. A client that
 * already chose is left alone.
 */
export class ChiefDashboardWidgets1732200106700 implements MigrationInterface {
  name = 'ChiefDashboardWidgets1732200106700';

  async up(q: QueryRunner): Promise<void> {
    const esc = (name: string) => q.connection.driver.escape(name);
    const clients: { id: string; settings: string | null }[] = await q.query(`SELECT id, settings FROM ${esc('client')}`);
    for (const c of clients) {
      const settings = (c.settings ? JSON.parse(c.settings) : {}) as { slots?: Record<string, string[]> };
      if (settings.slots?.['chief.dashboard']) continue;
      settings.slots = { ...settings.slots, 'chief.dashboard': SHOWN };
      await q.query(`UPDATE ${esc('client')} SET settings = ? WHERE id = ?`, [JSON.stringify(settings), c.id]);
    }
  }

  async down(): Promise<void> {
    // The switches are the companies' own choice from here on: nothing to take back.
  }
}
