// The workroom module's door: the chat's threads, messages, live stream and unread e-mail.
export { sendChatDigests, type DigestDeps } from './digest';
export { createLiveHub } from './live';
export { workroomRoutes } from './routes';
export { CHAT_CHANNEL, countUnread, messagesBySeq, postThreadEvent, sendMessage, usersNamedIn } from './service';
export { listWorkroom } from './workroom-list';
