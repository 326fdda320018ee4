/** The look calls (routes: src/shared/api/routes/look.ts) through the one HTTP client. */
import type { LookAnswer } from '../../shared/api/look';
import { lookRoutes as routes } from '../../shared/api/routes/look';
import { lookForWire, lookFromWire, type SiteLook } from '../../shared/look';
import { call } from '../app/api';

export type LookState = Omit<LookAnswer['responceId'], 'look'> & { look: SiteLook };

const fromAnswer = (data: LookAnswer): LookState => ({ ...data.responceId, look: lookFromWire(data.responceId.look) });
export const fetchLook = async (templateId: string): Promise<LookState> =>
  fromAnswer(await call(routes.look, { params: { templateId } }));

export const saveLook = async (templateId: string, look: SiteLook): Promise<LookState> =>
  fromAnswer(await call(routes.save, { params: { templateId }, body: lookForWire(look) }));

export async function uploadMusic(templateId: string, file: File): Promise<LookState> {
  const form = new FormData();
  form.append('file', file, file.name);
  return fromAnswer(await call(routes.music, { params: { templateId }, body: form }));
}
