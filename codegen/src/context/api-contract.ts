// The HTTP contract generated code serves and speaks (docs/generated-code-contract.md), per API style. Every
// backend set writes its envelope, paging and date formats from here; every frontend set reads them from here;
// so any frontend works with any backend of the same project.
import type { ApiStyle } from '../model/types';
import type { ApiContext } from './types';

/** Wire formats: local date-times without a zone (what LocalDateTime, naive datetime and Go's layout agree on). */
const FORMATS: ApiContext['formats'] = {
  date: {
    pattern: 'yyyy-MM-dd',
    java: 'yyyy-MM-dd',
    dayjs: 'YYYY-MM-DD',
    python: '%Y-%m-%d',
    go: '2006-01-02',
  },
  datetime: {
    pattern: 'yyyy-MM-dd HH:mm:ss',
    java: 'yyyy-MM-dd HH:mm:ss',
    dayjs: 'YYYY-MM-DD HH:mm:ss',
    python: '%Y-%m-%d %H:%M:%S',
    go: '2006-01-02 15:04:05',
  },
  time: { pattern: 'HH:mm:ss', java: 'HH:mm:ss', dayjs: 'HH:mm:ss', python: '%H:%M:%S', go: '15:04:05' },
};

export function apiContextOf(style: ApiStyle): ApiContext {
  const ruoyi = style === 'RUOYI';
  return {
    style,
    basePath: '/api',
    codeKey: 'code',
    messageKey: ruoyi ? 'msg' : 'message',
    dataKey: 'data',
    successCode: 200,
    page: {
      currentParam: ruoyi ? 'pageNum' : 'current',
      sizeParam: ruoyi ? 'pageSize' : 'size',
      inData: !ruoyi,
      recordsKey: ruoyi ? 'rows' : 'records',
      totalKey: 'total',
      defaultSize: 10,
      maxSize: 100,
    },
    formats: FORMATS,
  };
}
