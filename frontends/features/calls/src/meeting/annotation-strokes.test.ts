import { applyAnnotation, pictureBox, toFraction, toPixels, type Stroke } from './annotation-strokes';

const part = (id: string, index: number, points: [number, number][], done = false) => ({
  kind: 'stroke' as const,
  id,
  target: 'screen' as const,
  color: 'red' as const,
  part: index,
  points,
  done,
});

describe('annotation strokes', () => {
  it('a stroke grows part by part; another id starts another; a clear removes them all', () => {
    let strokes: Stroke[] = [];
    strokes = applyAnnotation(
      strokes,
      part('a', 0, [
        [0.1, 0.1],
        [0.2, 0.2],
      ]),
    );
    strokes = applyAnnotation(strokes, part('b', 0, [[0.5, 0.5]]));
    strokes = applyAnnotation(strokes, part('a', 1, [[0.3, 0.3]], true));
    expect(strokes).toEqual([
      {
        id: 'a',
        target: 'screen',
        color: 'red',
        points: [
          [0.1, 0.1],
          [0.2, 0.2],
          [0.3, 0.3],
        ],
        done: true,
      },
      { id: 'b', target: 'screen', color: 'red', points: [[0.5, 0.5]], done: false },
    ]);
    expect(applyAnnotation(strokes, { kind: 'clear' })).toEqual([]);
  });

  it('keeps the latest 300 strokes', () => {
    let strokes: Stroke[] = [];
    for (let i = 0; i < 305; i++) strokes = applyAnnotation(strokes, part(`s${i}`, 0, [[0, 0]], true));
    expect(strokes).toHaveLength(300);
    expect(strokes[0]!.id).toBe('s5');
  });

  it('maps a point through the picture drawn with object-fit: contain, the same on a phone and a wide screen', () => {
    // A 1280×720 camera in a 1000×1000 box: bars above and below.
    const square = pictureBox(1280, 720, 1000, 1000);
    expect(square).toEqual({ x: 0, y: 218.75, width: 1000, height: 562.5 });
    // A tall phone screen (720×1560) in a 1366×800 box: bars left and right.
    const wide = pictureBox(720, 1560, 1366, 800);
    expect(wide.height).toBeCloseTo(800);
    expect(wide.x).toBeCloseTo((1366 - (720 * 800) / 1560) / 2);
    const point = toFraction(500, 500, square);
    expect(point).toEqual([0.5, 0.5]);
    const [x, y] = toPixels(point, wide);
    expect(x).toBeCloseTo(683);
    expect(y).toBeCloseTo(400);
    // A click on the bars lands on the picture's edge.
    expect(toFraction(10, 5, square)).toEqual([0.01, 0]);
  });
});
