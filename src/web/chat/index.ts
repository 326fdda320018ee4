/** The help chat's public face: the image upload page sends a picked image back to the chat. */
export { useChatReturn } from './chat-return';
