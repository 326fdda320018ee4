/** The cart and payment calls of the spec (section 7), typed with the shared wire shapes. */
import type { CartTemplateDto, PaymentStatusResponse, TemplateDto } from '../../shared/api/orders';
import { healthRoutes } from '../../shared/api/routes/health';
import { orderRoutes as routes } from '../../shared/api/routes/orders';
import type { PackType } from '../../shared/pricing';
import { call } from '../app/api';

export interface ServerCartItem {
  template: TemplateDto;
  packType: PackType | null;
}

/** The server cart; a cart item without temp_id is an empty cart. */
export async function fetchCartItem(): Promise<ServerCartItem | null> {
  const data = await call(routes.cartItems);
  if (data.responce !== 'OK') throw new Error('Failed to fetch cart items');
  const item = data.responceId;
  if (!item?.temp_id) return null;
  // The original backend sent the template alongside; look it up when it did not.
  const template: TemplateDto | undefined = item.templateData ?? (await fetchTemplate(item.temp_id)) ?? undefined;
  if (!template) return null;
  return { template, packType: item.packType ?? (item.templateData as CartTemplateDto | undefined)?.packType ?? null };
}

export async function fetchTemplate(id: string): Promise<TemplateDto | null> {
  const data = await call(routes.templateById, { params: { id } });
  if (data.methodResponce !== 'OK' || !Array.isArray(data.tempDtoList)) throw new Error('Invalid template data format');
  return data.tempDtoList[0] ?? null;
}

export async function addToCart(templateId: string, packType: PackType): Promise<void> {
  await call(routes.addToCart, { params: { templateId, packType } });
}

export async function emptyCart(): Promise<void> {
  await call(routes.emptyCart);
}

export const buyTemplates = () => call(routes.buyTemplates);

export const checkPaymentStatus = (orderId?: string | null): Promise<PaymentStatusResponse> =>
  call(routes.paymentStatus, { query: orderId ? { orderId } : undefined });

/** Whether payments run on the sandbox (TEST MODE: nothing is charged), as the server reports it. */
export async function fetchTestPayments(): Promise<boolean> {
  return (await call(healthRoutes.health)).testPayments;
}
