/** The part of Meetecho's janode (ESM, untyped) the call service uses. */
declare module 'janode' {
  export interface JanodeHandle {
    message(body: Record<string, unknown>): Promise<{ plugindata?: { plugin: string; data: Record<string, unknown> } }>;
    detach(): Promise<void>;
  }
  export interface JanodeSession {
    attach(plugin: unknown): Promise<JanodeHandle>;
    destroy(): Promise<void>;
  }
  export interface JanodeConnection {
    create(keepAliveSeconds?: number): Promise<JanodeSession>;
    close(): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
  const Janode: {
    connect(config: {
      is_admin?: boolean;
      address: { url: string; token?: string; apisecret?: string };
      retry_time_secs?: number;
      max_retries?: number;
    }): Promise<JanodeConnection>;
    Logger: { setLevel(level: 'none' | 'error' | 'warning' | 'info' | 'verbose' | 'debug'): string };
    EVENT: Record<string, string>;
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  const VideoRoomPlugin: { id: string };
  export default VideoRoomPlugin;
}
