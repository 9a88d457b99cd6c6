import { cleanFileName, MAX_FILE_NAME_LENGTH, sniffFileType } from './file-type';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffFileType', () => {
  it('finds PDF, PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffFileType(bytes('%PDF-1.4\n%...'))).toBe('application/pdf');
    expect(sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('finds an MP4 by its ftyp box and a WebM by its EBML header (tutorial videos)', () => {
    expect(sniffFileType(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBe('video/mp4');
    // The EBML headers ffmpeg writes: EBMLVersion, ReadVersion, MaxIDLength, MaxSizeLength, DocType, DocTypeVersion, DocTypeReadVersion.
    const fields = [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08];
    const header = (docType: string) =>
      bytes(
        [0x1a, 0x45, 0xdf, 0xa3, 0x80 | (fields.length + 3 + docType.length + 8)],
        fields,
        [0x42, 0x82, 0x80 | docType.length],
        docType,
        [0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02],
        [0x18, 0x53, 0x80, 0x67],
      );
    expect(sniffFileType(header('webm'))).toBe('video/webm');
    // Matroska shares WebM's magic: an MKV (which browsers may not play) is not a WebM.
    expect(sniffFileType(header('matroska'))).toBeNull();
    expect(sniffFileType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))).toBeNull();
    expect(sniffFileType(bytes([0, 0, 0, 0x18], 'moovmp42'))).toBeNull();
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffFileType(bytes('<html><body>%PDF-'))).toBeNull();
    expect(sniffFileType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffFileType(bytes('GIF89a'))).toBeNull();
    expect(sniffFileType(bytes('%PDF'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(bytes([0x89, 0x50, 0x4e]))).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters, quotes or reserved signs', () => {
    expect(cleanFileName('C:\\Users\\me\\Documents\\diploma.pdf')).toBe('diploma.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('my\u0000 "cv"\r\n<final>.pdf')).toBe('my cv final.pdf');
    expect(cleanFileName('  spaced \t  out .pdf ')).toBe('spaced out .pdf');
    expect(cleanFileName('\u202Egnp.exe')).toBe('gnp.exe');
    expect(cleanFileName('...hidden')).toBe('hidden');
  });

  it('caps the length and keeps the extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(cleaned.length).toBe(MAX_FILE_NAME_LENGTH);
    expect(cleaned.endsWith('.pdf')).toBe(true);
    expect(cleanFileName('b'.repeat(300)).length).toBe(MAX_FILE_NAME_LENGTH);
  });

  it('names an empty result after the type found', () => {
    expect(cleanFileName('', 'application/pdf')).toBe('file.pdf');
    expect(cleanFileName('///', 'image/png')).toBe('file.png');
    expect(cleanFileName('\u0001')).toBe('file.bin');
  });
});
