/** The cart and payment calls of the spec (section 7), typed with the shared wire shapes. */
import type {
  CartItemsResponse,
  CartTemplateDto,
  PaymentStatusResponse,
  TemplateDto,
  TemplatesByIdResponse,
} from '../../shared/api/orders';
import type { HealthResponse } from '../../shared/api/health';
import type { PackType } from '../../shared/pricing';
import { api } from '../app/api';

export interface ServerCartItem {
  template: TemplateDto;
  packType: PackType | null;
}

/** The server cart; a cart item without temp_id is an empty cart. */
export async function fetchCartItem(): Promise<ServerCartItem | null> {
  const { data } = await api.get<CartItemsResponse>('/rest/api/public/getcartitems');
  if (data.responce !== 'OK') throw new Error('Failed to fetch cart items');
  const item = data.responceId;
  if (!item?.temp_id) return null;
  // The original backend sent the template alongside; look it up when it did not.
  const template: TemplateDto | undefined = item.templateData ?? (await fetchTemplate(item.temp_id)) ?? undefined;
  if (!template) return null;
  return { template, packType: item.packType ?? (item.templateData as CartTemplateDto | undefined)?.packType ?? null };
}

export async function fetchTemplate(id: string): Promise<TemplateDto | null> {
  const { data } = await api.get<TemplatesByIdResponse>(
    `/rest/api/public/get_templates_by_id/${encodeURIComponent(id)}`,
  );
  if (data.methodResponce !== 'OK' || !Array.isArray(data.tempDtoList)) throw new Error('Invalid template data format');
  return data.tempDtoList[0] ?? null;
}

export async function addToCart(templateId: string, packType: PackType): Promise<void> {
  await api.get(`/rest/api/public/addtocart/${encodeURIComponent(templateId)}/${packType}`);
}

export async function emptyCart(): Promise<void> {
  await api.delete('/rest/api/public/cart');
}

export async function buyTemplates(): Promise<PaymentStatusResponse> {
  const { data } = await api.get<PaymentStatusResponse>('/rest/api/public/buytemplates');
  return data;
}

export async function checkPaymentStatus(orderId?: string | null): Promise<PaymentStatusResponse> {
  const { data } = await api.get<PaymentStatusResponse>('/rest/api/public/checkpaymentstatus', {
    params: orderId ? { orderId } : undefined,
  });
  return data;
}

/** Whether payments run on the sandbox (TEST MODE: nothing is charged), as the server reports it. */
export async function fetchTestPayments(): Promise<boolean> {
  const { data } = await api.get<HealthResponse>('/rest/api/health');
  return data.testPayments;
}
