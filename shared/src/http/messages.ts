// The error catalogue of seed §8, word for word: the contract's texts, the ones the API answers with too.
export {
  MSG_FORBIDDEN,
  MSG_NETWORK,
  MSG_NO_PERMISSION,
  MSG_NOT_FOUND,
  MSG_REQUEST_FAILED,
  MSG_SERVER_ERROR,
  MSG_TIMEOUT,
  MSG_TOKEN_EXPIRED,
  MSG_UNAUTHORIZED,
  msgOtherStatus,
} from '@modelsmith/contract';
