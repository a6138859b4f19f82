// A DDL statement the parser rejects: the message names the line so the user can fix the script.

export class DdlSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly statement: string,
    message = `第 ${line} 行第 ${column} 列附近有语法错误，无法解析：${statement}`,
  ) {
    super(message);
    this.name = 'DdlSyntaxError';
  }
}
