import type { ConfigAnswer, ConfigSetting } from '@tripsetu/domain/gateway-contract.ts';
import { storeConfig } from '../../../app/session-store.ts';
import { callGateway } from '../../../lib/gateway.ts';

/** CFG001 GETCONFIG after login: the ConfigSetting list, kept with the session (§4). */
export async function loadConfig(): Promise<ConfigSetting[]> {
  const answer = (await callGateway<unknown>('CFG001', 'GETCONFIG', {})) as ConfigAnswer | null;
  const settings = answer?.Root?.Result?.ConfigSettings?.ConfigSetting;
  const list = Array.isArray(settings) ? settings : settings ? [settings] : [];
  if (answer?.ApiStatus?.StatusCode === 200 || list.length > 0) storeConfig(list);
  return list;
}
