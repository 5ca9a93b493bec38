export * from './delay-pipe.js';
export * from './echo.js';
export * from './forwarder.js';
export * from './host-port.js';
