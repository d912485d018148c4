package autotls

import (
	"context"
	"log/slog"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// zapLogger writes certmagic's zap records into the site's slog logger, so they
// come out in the site's format and at its level.
func zapLogger(log *slog.Logger) *zap.Logger {
	return zap.New(slogCore{h: log.Handler()})
}

type slogCore struct {
	h slog.Handler
}

func level(l zapcore.Level) slog.Level {
	switch {
	case l >= zapcore.ErrorLevel:
		return slog.LevelError
	case l >= zapcore.WarnLevel:
		return slog.LevelWarn
	case l >= zapcore.InfoLevel:
		return slog.LevelInfo
	}
	return slog.LevelDebug
}

func (c slogCore) Enabled(l zapcore.Level) bool {
	return c.h.Enabled(context.Background(), level(l))
}

func (c slogCore) With(fields []zapcore.Field) zapcore.Core {
	return slogCore{h: c.h.WithAttrs(attrs(fields))}
}

func (c slogCore) Check(e zapcore.Entry, ce *zapcore.CheckedEntry) *zapcore.CheckedEntry {
	if c.Enabled(e.Level) {
		return ce.AddCore(e, c)
	}
	return ce
}

func (c slogCore) Write(e zapcore.Entry, fields []zapcore.Field) error {
	r := slog.NewRecord(e.Time, level(e.Level), e.Message, 0)
	if e.LoggerName != "" {
		r.AddAttrs(slog.String("logger", e.LoggerName))
	}
	r.AddAttrs(attrs(fields)...)
	return c.h.Handle(context.Background(), r)
}

func (slogCore) Sync() error { return nil }

// attrs turns zap fields into slog attributes through zap's own map encoder.
func attrs(fields []zapcore.Field) []slog.Attr {
	enc := zapcore.NewMapObjectEncoder()
	for _, f := range fields {
		f.AddTo(enc)
	}
	list := make([]slog.Attr, 0, len(enc.Fields))
	for k, v := range enc.Fields {
		list = append(list, slog.Any(k, v))
	}
	return list
}
