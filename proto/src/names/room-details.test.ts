import { call } from '../index';
import { roomDetailsJson, roomDetailsMessage, type RoomDetailsJson } from './room-details';

const janusRoom: RoomDetailsJson = {
  roomId: 'HW-7K2M9QX4TB',
  callId: 'HW-7K2M9QX4TB',
  media: 'JANUS',
  recording: true,
  janus: {
    url: 'wss://helpwire.example/janus',
    room: 'HW-7K2M9QX4TB',
    pin: 'pin',
    token: '1,janus,janus.plugin.videoroom:sig',
    roomToken: '1,janus.plugin.videoroom,room=HW-7K2M9QX4TB:sig',
    expiresAt: '2026-11-24T21:00:00.000Z',
  },
  iceServers: [{ urls: ['stun:stun.example:3478'] }, { urls: ['turn:turn.example:3478'], username: '1795000000:acc', credential: 'c2ln' }],
};

describe('roomDetails over gRPC', () => {
  it.each([
    ['through Janus', janusRoom],
    ['peer to peer', { roomId: 'HW-1', callId: 'HW-1', media: 'P2P', recording: false, iceServers: [] } satisfies RoomDetailsJson],
  ])('comes back the same after the wire (%s)', (_how, room) => {
    const wire = call.RoomDetails.decode(call.RoomDetails.encode(roomDetailsMessage(room)).finish());
    expect(roomDetailsJson(wire)).toEqual(room);
  });
});
