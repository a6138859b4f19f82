// @modelsmith/shared/antd-data: the heavier antd components (tables, trees, pickers, uploads…), a
// singleton of its own so that the login page and the shell frame never download them. Provided by the
// shell's build only (see build/webpack/shared-modules.js), so it runs on the same antd internals, theme
// and locale as @modelsmith/shared/antd. Append, never remove.
export {
  Collapse,
  DatePicker,
  Drawer,
  Image,
  InputNumber,
  List,
  Pagination,
  Popover,
  QRCode,
  Segmented,
  Select,
  Skeleton,
  Steps,
  Table,
  Tree,
  Upload,
} from 'antd';
export type { TablePaginationConfig } from 'antd';
export type { ColumnsType } from 'antd/es/table';
