import type { AreaFactory } from '../core.js';
import { companyRoutes } from './company.js';
import { mailCheckRoutes } from './mail-check.js';
import { hrFileRoutes } from './hr-files.js';
import { maintenanceRoutes } from './maintenance.js';
import { slotSwitchRoutes } from '../clients/slots.js';

/** Calls of the admin screens the other areas do not answer: company settings, sections, mail check, HR files, maintenance, widget switches. */
export const adminArea: AreaFactory = (core) => ({
  core: true,
  code: 'admin',
  routes: (r) => {
    companyRoutes(r, core);
    mailCheckRoutes(r, core);
    hrFileRoutes(r);
    maintenanceRoutes(r, core);
    slotSwitchRoutes(r, core);
  },
});
