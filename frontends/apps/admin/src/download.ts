/** Saves a file the console built or received (an export) in the browser's downloads. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A CSV for a spreadsheet or a mailing tool. */
export const downloadCsv = (fileName: string, csv: string) => downloadFile(fileName, csv, 'text/csv;charset=utf-8');

/** A JSON document, indented for a person to read. */
export const downloadJson = (fileName: string, data: unknown) => downloadFile(fileName, JSON.stringify(data, null, 2), 'application/json');
