/** The look calls (contract in src/shared/api/look.ts) through the one axios instance. */
import type { LookAnswer } from '../../shared/api/look';
import { lookForWire, lookFromWire, type SiteLook } from '../../shared/look';
import { api } from '../app/api';

export type LookState = Omit<LookAnswer['responceId'], 'look'> & { look: SiteLook };

const fromAnswer = (data: LookAnswer): LookState => ({ ...data.responceId, look: lookFromWire(data.responceId.look) });
const url = (templateId: string) => `/rest/api/private/look/${encodeURIComponent(templateId)}`;

export async function fetchLook(templateId: string): Promise<LookState> {
  const { data } = await api.get<LookAnswer>(url(templateId));
  return fromAnswer(data);
}

export async function saveLook(templateId: string, look: SiteLook): Promise<LookState> {
  const { data } = await api.put<LookAnswer>(url(templateId), lookForWire(look));
  return fromAnswer(data);
}

export async function uploadMusic(templateId: string, file: File): Promise<LookState> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.post<LookAnswer>(`${url(templateId)}/music`, form);
  return fromAnswer(data);
}
