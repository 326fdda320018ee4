// The send screen puts a message pack in the cart from here.
export { useAddMessagePack } from './message-pack-api';
